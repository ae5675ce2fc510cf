/**
 * H5P.DragText → fill-blanks with a word bank: each `*word*` a blank and a word of the bank, the
 * `distractors` field's `*word*`s the bank's other words, the task description the instruction.
 * A marker's tip (`:tip`) goes to the hint and its feedback for a right or wrong word (`\+…`,
 * `\-…`) to the explanation. H5P compares the dropped word exactly, so the blanks do too.
 */
import { fillBlanks } from '../converted';
import { fillBlanksContent } from '../fill-blanks-content';
import { joinFeedback } from '../feedback';
import { htmlPlain, htmlText } from '../html-text';
import { splitMarked } from '../marked-text';
import type { ConvertParams } from './context';
import { mediaLeftOut } from './h5p-image';
import { at, field, str } from './params';
import { starMarkers } from './star-markers';

interface DragWord {
  text: string;
  tip: string;
  feedback: string[];
}

/** H5P's `word:tip\+right\-wrong` (parts in any order after the word). */
function lex(inner: string): DragWord {
  const [first = '', ...rest] = inner.split(/(?=\\[+-])/);
  const split = (part: string) => {
    const colon = part.indexOf(':');
    return colon === -1 ? [part, ''] : [part.slice(0, colon), part.slice(colon + 1)];
  };
  const [word = '', firstTip = ''] = split(first);
  const parts = rest.map((part) => split(part.slice(2)));
  return {
    text: htmlPlain(word),
    tip: htmlText([firstTip, ...parts.map(([, tip]) => tip)].join(' ')),
    feedback: parts.map(([text]) => htmlText(text ?? '')),
  };
}

export const dragText: ConvertParams = (params, pointer, ctx) => {
  const fail = (message: string) => {
    ctx.report.push({ path: at(pointer), level: 'error', message: `${message} It is left out.` });
    return [];
  };
  const markers: string[] = [];
  // The text field is plain text whose line breaks H5P shows as such.
  const marked = starMarkers(str(field(params, 'textField')), markers).replace(/\r?\n|\r/g, '<br>');
  if (markers.length === 0) return fail('The text has no *words* to drag.');
  const words = markers.map(lex);
  const empty = words.findIndex((w) => !w.text);
  if (empty !== -1) return fail(`Gap ${empty + 1} (*${markers[empty]}*) has no word.`);
  const segments = splitMarked(
    htmlText(marked),
    words.map((w) => ({ answers: [w.text], caseSensitive: true })),
  );
  if (!segments) return fail('Its gaps could not be placed in its text.');

  const distractors: string[] = [];
  starMarkers(str(field(params, 'distractors')), distractors);
  mediaLeftOut(field(params, 'media'), [...pointer, 'media'], ctx, 'fill-in-the-blanks');
  const { content } = fillBlanksContent({
    segments,
    instruction: htmlText(str(field(params, 'taskDescription'))),
    bank: [...words.map((w) => w.text), ...distractors.map((d) => lex(d).text).filter(Boolean)],
    hint: joinFeedback(words.map((w, i) => ({ label: String(i + 1), text: w.tip }))),
    explanation: joinFeedback(
      words.flatMap((w) => w.feedback.map((text) => ({ label: w.text, text }))),
    ),
  });
  return [fillBlanks(content, at(pointer))];
};
