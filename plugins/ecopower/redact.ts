/** A secret ecopower deck: its quiz cards without their answers and explanations. */
import type { EcopowerContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactEcopower = (c: EcopowerContent) =>
  ({
    ...c,
    cards: c.cards.map((card) =>
      card.quiz ? { ...card, quiz: omit(card.quiz, ['answers', 'explanation']) } : card,
    ),
  }) as EcopowerContent;
