/**
 * H5P.MarkTheWords → mark-words: every word of the text a word the student can mark, the
 * `*starred*` ones those to mark, the task description the instruction. Both score alike: a point
 * per right mark, one off per wrong mark, never below 0.
 */
import { compact, markWords } from '../converted';
import { htmlText } from '../html-text';
import type { ConvertParams } from './context';
import { mediaLeftOut } from './h5p-image';
import { at, field, str } from './params';
import { textWords } from './text-words';

const MAX_INSTRUCTION = 300;

export const markTheWords: ConvertParams = (params, pointer, ctx) => {
  const raw = str(field(params, 'textField'));
  // Older versions wrote the text as plain lines, newer ones as editor HTML.
  const html = /<(p|div|br)\b/i.test(raw) ? raw : raw.replace(/\r?\n|\r/g, '<br>');
  const segments = textWords(htmlText(html));
  if (!segments.some((s) => typeof s !== 'string' && s.correct)) {
    ctx.report.push({
      path: at([...pointer, 'textField']),
      level: 'error',
      message: 'No word is marked with asterisks (*word*) as one to find. It is left out.',
    });
    return [];
  }
  mediaLeftOut(field(params, 'media'), [...pointer, 'media'], ctx, 'select-the-words');
  const instruction = htmlText(str(field(params, 'taskDescription')));
  // An instruction too long for its field is shown as the text's first lines.
  if (instruction.length > MAX_INSTRUCTION) segments.unshift(`${instruction}\n\n`);
  const content = compact({
    instruction: instruction && instruction.length <= MAX_INSTRUCTION ? instruction : undefined,
    segments,
  });
  return [markWords(content, at(pointer))];
};
