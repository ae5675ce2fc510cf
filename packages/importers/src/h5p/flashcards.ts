/**
 * H5P.Flashcards → vocabulary (see word-cards.ts): a card's answer is the word (the first of its
 * `a|b` alternatives: the student picks it, never types it) and its question the meaning, so a
 * recall question asks what the card asked. The task description is the instruction. Reported
 * and left out: the cards' images and tips.
 */
import { htmlPlain } from '../html-text';
import type { ConvertParams } from './context';
import { field, list, str } from './params';
import { cardExtrasLeftOut, deckText, wordCardQuestions } from './word-cards';

const MAX_INSTRUCTION = 300;

/** The first way the answer may be written (`\|` a plain bar). */
const firstAlternative = (answer: string) => answer.split(/(?<!\\)\|/)[0]!.replaceAll('\\|', '|');

export const flashcards: ConvertParams = (params, pointer, ctx) => {
  const drafts = list(field(params, 'cards')).map((card, i) => {
    const where = [...pointer, 'cards', i];
    cardExtrasLeftOut(card, where, [['tip', 'tip']], ctx);
    return {
      word: htmlPlain(firstAlternative(str(field(card, 'answer')))),
      meaning: htmlPlain(str(field(card, 'text'))),
      where,
      wordField: 'answer',
      meaningField: 'text',
    };
  });
  const instruction = deckText(
    htmlPlain(str(field(params, 'description'))),
    MAX_INSTRUCTION,
    [...pointer, 'description'],
    'task description',
    ctx,
  );
  return wordCardQuestions(drafts, pointer, 'cards', { instruction }, ctx);
};
