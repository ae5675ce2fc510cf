/**
 * H5P.TrueFalse → true-false: the statement, whether it is true, the image, and the feedback for
 * a right and a wrong answer kept together as the explanation.
 */
import { compact, trueFalse as trueFalseQuestion } from '../converted';
import { joinFeedback } from '../feedback';
import { htmlText } from '../html-text';
import type { ConvertParams } from './context';
import { h5pImage } from './h5p-image';
import { at, field, str } from './params';

export const trueFalse: ConvertParams = (params, pointer, ctx) => {
  // The editor stores "true" or "false" as a string.
  const correct = String(field(params, 'correct'));
  if (correct !== 'true' && correct !== 'false') {
    ctx.report.push({
      path: at([...pointer, 'correct']),
      level: 'error',
      message: 'The statement is marked neither true nor false, so it is left out.',
    });
    return [];
  }
  const behaviour = field(params, 'behaviour');
  const content = compact({
    statement: htmlText(str(field(params, 'question'))),
    ...h5pImage(field(params, 'media'), [...pointer, 'media'], ctx),
    answer: correct === 'true',
    explanation: joinFeedback([
      { text: htmlText(str(field(behaviour, 'feedbackOnCorrect'))) },
      { text: htmlText(str(field(behaviour, 'feedbackOnWrong'))) },
    ]),
  });
  return [trueFalseQuestion(content, at(pointer))];
};
