/**
 * H5P.Summary → one MCQ per set of statements: the introduction as the prompt, the set's
 * statements as the options (H5P's first one is the true one; shuffled once), its tip as the hint.
 * H5P counts a set right only when its first pick is right, as the MCQ scores it; it then lets the
 * student pick again until right, which a question answered once does not need.
 */
import { compact, mcq, optionId } from '../converted';
import { htmlText } from '../html-text';
import { stableShuffle } from '../stable-shuffle';
import type { ConvertParams } from './context';
import { at, field, list, str } from './params';

export const summary: ConvertParams = (params, pointer, ctx) => {
  const prompt = htmlText(str(field(params, 'intro')));
  if (!prompt) {
    ctx.report.push({
      path: at([...pointer, 'intro']),
      level: 'error',
      message: 'It has no introduction to ask each set of statements with. It is left out.',
    });
    return [];
  }
  return list(field(params, 'summaries')).flatMap((set, s) => {
    const statements = list(field(set, 'summary')).map((text, i) => ({
      text: htmlText(str(text)),
      correct: i === 0,
    }));
    if (statements.length === 0) return [];
    const ordered = stableShuffle(statements, statements.map((t) => t.text).join('\n'));
    return [
      mcq(
        compact({
          prompt,
          options: ordered.map((t, i) => ({ id: optionId(i), text: t.text })),
          answers: ordered.flatMap((t, i) => (t.correct ? [optionId(i)] : [])),
          hint: htmlText(str(field(set, 'tip'))) || undefined,
        }),
        at([...pointer, 'summaries', s]),
      ),
    ];
  });
};
