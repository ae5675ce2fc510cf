/**
 * Vocabulary questions from a deck of H5P cards (Flashcards, Dialogcards), which hold neither an
 * example sentence nor questions: each card is a word and its meaning, and the recall items are
 * made from the deck, "Which word means “…”?" (the meaning itself when it is a question), the
 * card's word right and up to 3 other words of its set wrong. A deck of more than 12 cards, the
 * most one vocabulary question holds, is split into sets as even as can be, a question each, all
 * in the one task. Which cards are asked about, the wrong words and the order of the options are
 * seeded by the cards' text: the same on every import of the same deck.
 */
import type { VocabularyContent } from '@web-ed/schemas';
import { compact, optionId, vocabulary, type Converted } from '../converted';
import { htmlText } from '../html-text';
import { stableShuffle } from '../stable-shuffle';
import type { H5pContext } from './context';
import { at, field, str, type Pointer } from './params';

const MAX_CARDS = 12;
const MAX_ITEMS = 6;
const MAX_WRONG = 3;
const MAX_WORD = 60;
const MAX_MEANING = 300;

export interface CardDraft {
  word: string;
  meaning: string;
  audio?: string;
  /** Where the card sits in content.json, and the fields the word and the meaning come from. */
  where: Pointer;
  wordField: string;
  meaningField: string;
}

type Shell = Pick<VocabularyContent, 'title' | 'instruction'>;

/** Words are told apart as the vocabulary plugin's check does: capitals and edge spaces aside. */
const key = (text: string) => text.trim().toLowerCase();

/** What a vocabulary card has no place for (a picture, tips), reported where the card holds it. */
export function cardExtrasLeftOut(card: unknown, where: Pointer, tips: Pointer[], ctx: H5pContext) {
  if (str(field(field(card, 'image'), 'path')))
    ctx.report.push({
      path: at([...where, 'image', 'path']),
      level: 'warning',
      message: 'The image is left out: vocabulary cards show no picture.',
    });
  for (const tip of tips)
    if (htmlText(str(tip.reduce<unknown>((v, k) => field(v, String(k)), card))))
      ctx.report.push({
        path: at([...where, ...tip]),
        level: 'warning',
        message: 'The tip is left out: vocabulary cards have no tips.',
      });
}

/** A text of the deck (its heading, its task description) when it fits, else reported. */
export function deckText(
  text: string,
  max: number,
  pointer: Pointer,
  what: string,
  ctx: H5pContext,
): string | undefined {
  if (!text) return undefined;
  if (text.length <= max) return text;
  ctx.report.push({
    path: at(pointer),
    level: 'warning',
    message: `The ${what} is left out: the vocabulary minigame shows at most ${max} characters.`,
  });
  return undefined;
}

/** The cards a vocabulary question can hold; each other one is reported at its place. */
function keptCards(drafts: CardDraft[], ctx: H5pContext): CardDraft[] {
  const words = new Set<string>();
  return drafts.filter((card) => {
    const leftOut = (fieldName: string, why: string) => {
      ctx.report.push({
        path: at([...card.where, fieldName]),
        level: 'error',
        message: `${why} The card is left out.`,
      });
      return false;
    };
    if (!card.word || !card.meaning)
      return leftOut(
        card.word ? card.meaningField : card.wordField,
        'There is no text here, and a vocabulary card needs a word and its meaning.',
      );
    if (card.word.length > MAX_WORD)
      return leftOut(
        card.wordField,
        `Its word is longer than the ${MAX_WORD} characters a vocabulary card holds.`,
      );
    if (card.meaning.length > MAX_MEANING)
      return leftOut(
        card.meaningField,
        `Its meaning is longer than the ${MAX_MEANING} characters a vocabulary card holds.`,
      );
    if (words.has(key(card.word)))
      return leftOut(card.wordField, `"${card.word}" is the word of an earlier card too.`);
    words.add(key(card.word));
    return true;
  });
}

/** The deck in sets of at most MAX_CARDS, their sizes differing by one at most. */
function split(cards: CardDraft[]): CardDraft[][] {
  const count = Math.ceil(cards.length / MAX_CARDS);
  const size = Math.floor(cards.length / count);
  const larger = cards.length % count;
  const sets: CardDraft[][] = [];
  for (let i = 0, start = 0; i < count; i++) {
    const end = start + size + (i < larger ? 1 : 0);
    sets.push(cards.slice(start, end));
    start = end;
  }
  return sets;
}

/**
 * Up to MAX_ITEMS questions on the set's words, each offering other words of the set; one
 * question per meaning, so no two read the same.
 */
function recallItems(set: CardDraft[]): VocabularyContent['items'] {
  const meanings = new Set<string>();
  const asked = stableShuffle(set, set.map((c) => c.word).join('\n'))
    .filter((c) => {
      const meaning = key(c.meaning);
      if (meanings.has(meaning)) return false;
      meanings.add(meaning);
      return true;
    })
    .slice(0, MAX_ITEMS);
  return asked.flatMap((card) => {
    // A word of the same meaning would be a second right answer.
    const others = set.filter((c) => key(c.meaning) !== key(card.meaning));
    const wrong = stableShuffle(others, card.word).slice(0, MAX_WRONG);
    if (wrong.length === 0) return [];
    const prompt = /[?？]$/.test(card.meaning)
      ? card.meaning
      : `Which word means “${card.meaning}”?`;
    const options = stableShuffle([card, ...wrong], prompt);
    return [
      {
        prompt,
        options: options.map((c, i) => ({ id: optionId(i), text: c.word })),
        answers: [optionId(options.indexOf(card))],
      },
    ];
  });
}

export function wordCardQuestions(
  drafts: CardDraft[],
  pointer: Pointer,
  cardsField: string,
  shell: Shell,
  ctx: H5pContext,
): Converted[] {
  const cards = keptCards(drafts, ctx);
  const where = at([...pointer, cardsField]);
  if (cards.length < 2) {
    ctx.report.push({
      path: where,
      level: 'error',
      message: `It has ${cards.length === 0 ? 'no card' : 'one card'} with a word and its meaning, and the vocabulary minigame's questions choose among the words of 2 or more. It is left out.`,
    });
    return [];
  }
  const sets = split(cards);
  if (sets.length > 1) {
    const sizes = [...new Set(sets.map((s) => s.length))].join(' and ');
    ctx.report.push({
      path: where,
      level: 'warning',
      message: `Its ${cards.length} cards are split into ${sets.length} vocabulary questions of ${sizes} cards: a question holds at most ${MAX_CARDS}.`,
    });
  }
  const questions = sets.flatMap((set) => {
    const items = recallItems(set);
    if (items.length === 0) {
      ctx.report.push({
        path: where,
        level: 'error',
        message: `Its cards ${set.map((c) => `"${c.word}"`).join(', ')} all have the same meaning, so no question can tell their words apart. They are left out.`,
      });
      return [];
    }
    const content = compact({
      ...shell,
      cards: set.map((c) => compact({ word: c.word, meaning: c.meaning, audio: c.audio })),
      items,
    });
    return [vocabulary(content, at(pointer))];
  });
  if (questions.length > 0)
    ctx.report.push({
      path: at(pointer),
      level: 'warning',
      message: `The vocabulary minigame shows the cards, then scores questions made from them (up to ${MAX_ITEMS} a question, “Which word means …?”, other cards' words the wrong answers); H5P's own way through the cards is not carried over.`,
    });
  return questions;
}
