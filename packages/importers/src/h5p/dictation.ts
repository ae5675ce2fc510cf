/**
 * H5P.Dictation → one typed listening question per sentence: its recording copied into the
 * course, its text what is said (the transcript shown after answering, read aloud by the device
 * when there is no recording to keep), the task description the prompt. A word written with
 * alternatives (`colour|color`, an empty one making the word optional) gives one accepted answer
 * per combination. H5P scores each word, a mistake taking a point off; the listening minigame
 * scores the sentence right or wrong, forgiving small slips in a phrase (reported).
 */
import { compact, listening } from '../converted';
import { htmlPlain, htmlText } from '../html-text';
import type { ConvertParams } from './context';
import { at, field, list, str } from './params';

const MAX_ANSWERS = 20;
const MAX_PROMPT = 500;

/** Every way to write the sentence: H5P's `a|b` word alternatives (`\|` a plain bar). */
function spellings(sentence: string): string[] {
  let ways = [''];
  for (const word of sentence.split(/\s+/).filter(Boolean)) {
    const choices = word.split(/(?<!\\)\|/).map((w) => w.replaceAll('\\|', '|'));
    ways = ways.flatMap((way) => choices.map((c) => [way, c].filter(Boolean).join(' ')));
    if (ways.length > MAX_ANSWERS) break;
  }
  return [...new Set(ways)];
}

export const dictation: ConvertParams = (params, pointer, ctx) => {
  const task = htmlText(str(field(params, 'taskDescription')));
  const prompt = task.length <= MAX_PROMPT ? task : undefined;
  if (task && !prompt)
    ctx.report.push({
      path: at([...pointer, 'taskDescription']),
      level: 'warning',
      message: `The task description is left out: the listening minigame shows at most ${MAX_PROMPT} characters.`,
    });
  const questions = list(field(params, 'sentences')).flatMap((sentence, i) => {
    const where = [...pointer, 'sentences', i];
    const answers = spellings(htmlPlain(str(field(sentence, 'text'))));
    if (!answers[0]) return [];
    if (answers.length > MAX_ANSWERS) {
      ctx.report.push({
        path: at([...where, 'text']),
        level: 'error',
        message: `Its word alternatives make more than ${MAX_ANSWERS} ways to write the sentence, more than the listening minigame accepts. It is left out.`,
      });
      return [];
    }
    // The editor marks files it has not saved yet with #tmp.
    const ref = str(field(list(field(sentence, 'sample'))[0], 'path')).replace(/#tmp$/, '');
    const audio = ref
      ? ctx.media.recording('content', ref, at([...where, 'sample', 0, 'path']))
      : undefined;
    if (!audio)
      ctx.report.push({
        path: at([...where, 'sample']),
        level: 'warning',
        message: 'There is no recording to keep: the device reads the sentence aloud instead.',
      });
    return [
      listening(
        compact({
          kind: 'type' as const,
          prompt,
          audio,
          text: answers[0],
          lang: ctx.language,
          answers,
        }),
        at(where),
      ),
    ];
  });
  if (questions.length > 0)
    ctx.report.push({
      path: at(pointer),
      level: 'warning',
      message:
        'H5P scores a dictation word by word, each mistake taking a point off; the listening minigame scores each sentence right or wrong, forgiving small slips in a phrase.',
    });
  return questions;
};
