/**
 * A deck's cards as a discriminated union. In content each card is an object with one key naming
 * its kind (clean schema errors); code wants `kind` beside the card to switch on.
 */
import type {
  EcopowerCard,
  EcopowerContent,
  EcopowerFunActivityCard,
  EcopowerQuizCard,
  EcopowerTextCard,
  EcopowerTipsCard,
} from '@web-ed/schemas';

export type DeckCard =
  | { kind: 'theory' | 'story'; card: EcopowerTextCard }
  | { kind: 'tips'; card: EcopowerTipsCard }
  | { kind: 'quiz'; card: EcopowerQuizCard }
  | { kind: 'fun_activity'; card: EcopowerFunActivityCard };

export type CardKind = DeckCard['kind'];

/** The schema lets exactly one key through, so the first one found is the card. */
export function deckCard(card: EcopowerCard): DeckCard {
  if (card.theory) return { kind: 'theory', card: card.theory };
  if (card.story) return { kind: 'story', card: card.story };
  if (card.tips) return { kind: 'tips', card: card.tips };
  if (card.quiz) return { kind: 'quiz', card: card.quiz };
  if (card.fun_activity) return { kind: 'fun_activity', card: card.fun_activity };
  throw new Error('an ecopower card must have one of theory, story, tips, quiz or fun_activity');
}

export function deckCards(content: EcopowerContent): DeckCard[] {
  return content.cards.map(deckCard);
}

/** Quiz cards in deck order: the scored items, and the first entries of the answer. */
export function quizCards(content: EcopowerContent): EcopowerQuizCard[] {
  return content.cards.flatMap((c) => (c.quiz ? [c.quiz] : []));
}

export function funActivity(content: EcopowerContent): EcopowerFunActivityCard | null {
  return content.cards.find((c) => c.fun_activity)?.fun_activity ?? null;
}
