/**
 * H5P.Dialogcards → vocabulary (see word-cards.ts): a card's front is the word, its back the
 * meaning, its recording the word's (copied into the course); the heading is the title and the
 * task description the instruction. Reported and left out: the cards' images and tips.
 */
import { htmlPlain } from '../html-text';
import type { ConvertParams } from './context';
import { at, field, list, str } from './params';
import { cardExtrasLeftOut, deckText, wordCardQuestions } from './word-cards';

const MAX_TITLE = 120;
const MAX_INSTRUCTION = 300;

export const dialogcards: ConvertParams = (params, pointer, ctx) => {
  const drafts = list(field(params, 'dialogs')).map((card, i) => {
    const where = [...pointer, 'dialogs', i];
    cardExtrasLeftOut(
      card,
      where,
      [
        ['tips', 'front'],
        ['tips', 'back'],
      ],
      ctx,
    );
    // The editor marks files it has not saved yet with #tmp.
    const ref = str(field(list(field(card, 'audio'))[0], 'path')).replace(/#tmp$/, '');
    return {
      word: htmlPlain(str(field(card, 'text'))),
      meaning: htmlPlain(str(field(card, 'answer'))),
      audio: ref
        ? ctx.media.recording('content', ref, at([...where, 'audio', 0, 'path']))
        : undefined,
      where,
      wordField: 'text',
      meaningField: 'answer',
    };
  });
  const shell = {
    title: deckText(
      htmlPlain(str(field(params, 'title'))),
      MAX_TITLE,
      [...pointer, 'title'],
      'heading',
      ctx,
    ),
    instruction: deckText(
      htmlPlain(str(field(params, 'description'))),
      MAX_INSTRUCTION,
      [...pointer, 'description'],
      'task description',
      ctx,
    ),
  };
  return wordCardQuestions(drafts, pointer, 'dialogs', shell, ctx);
};
