/**
 * H5P.Blanks → fill-blanks, typed: each `*answer/alternative:tip*` a blank whose accepted answers
 * are its alternatives, the text blocks one text, the task description the instruction, the tips
 * the hint (numbered by blank). `caseSensitive` (on unless the author turned it off) carries over.
 * Not carried over: forgiven typos (`acceptSpellingErrors`: reported), and answers written as
 * regular expressions (`[[[…]]]`: the question is left out).
 */
import { fillBlanks } from '../converted';
import { fillBlanksContent, type BlankDraft } from '../fill-blanks-content';
import { joinFeedback } from '../feedback';
import { htmlPlain, htmlText } from '../html-text';
import { splitMarked } from '../marked-text';
import type { ConvertParams } from './context';
import { mediaLeftOut } from './h5p-image';
import { at, field, list, str } from './params';
import { starMarkers } from './star-markers';

const isRegExp = (answer: string) => answer.startsWith('[[[') && answer.endsWith(']]]');

export const blanks: ConvertParams = (params, pointer, ctx) => {
  const fail = (message: string) => {
    ctx.report.push({ path: at(pointer), level: 'error', message: `${message} It is left out.` });
    return [];
  };
  const behaviour = field(params, 'behaviour');
  const caseSensitive = field(behaviour, 'caseSensitive') !== false;
  const markers: string[] = [];
  // H5P shows each text block as a block of its own.
  const html = list(field(params, 'questions'))
    .map((block) => `<div>${starMarkers(str(block), markers)}</div>`)
    .join('');
  if (markers.length === 0) return fail('The text has no *blanks*.');

  const drafts: BlankDraft[] = [];
  const tips: { label: string; text: string }[] = [];
  for (const [i, inner] of markers.entries()) {
    // H5P's rule: a tip follows the first colon, alternatives are split at slashes.
    const colon = inner.indexOf(':');
    const solution = colon === -1 ? inner : inner.slice(0, colon);
    const answers = [...new Set(solution.split('/').map(htmlPlain).filter(Boolean))];
    if (answers.length === 0) return fail(`Blank ${i + 1} (*${inner}*) has no answer.`);
    if (answers.some(isRegExp))
      return fail(
        `Blank ${i + 1} accepts a regular expression ([[[…]]]), which the player cannot.`,
      );
    drafts.push({ answers, caseSensitive });
    if (colon !== -1) tips.push({ label: String(i + 1), text: htmlText(inner.slice(colon + 1)) });
  }
  const segments = splitMarked(htmlText(html), drafts);
  if (!segments) return fail('Its blanks could not be placed in its text.');

  if (field(behaviour, 'acceptSpellingErrors') === true)
    ctx.report.push({
      path: at([...pointer, 'behaviour', 'acceptSpellingErrors']),
      level: 'warning',
      message:
        'H5P forgives small spelling errors here; the player accepts only the answers given.',
    });
  mediaLeftOut(field(params, 'media'), [...pointer, 'media'], ctx, 'fill-in-the-blanks');
  const { content, notes } = fillBlanksContent({
    segments,
    instruction: htmlText(str(field(params, 'text'))),
    hint: joinFeedback(tips),
  });
  for (const note of notes) ctx.report.push({ path: at(pointer), level: 'warning', message: note });
  return [fillBlanks(content, at(pointer))];
};
