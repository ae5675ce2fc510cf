/**
 * H5P.MultiChoice → MCQ: the question, its answers (the ones marked correct are the answers; more
 * than one makes it choose-all), each answer's tip as the hint and its chosen-feedback as the
 * explanation, and the image. Answers are shuffled once unless the author turned that off. Points
 * per right answer become one point for the whole question (reported).
 */
import { compact, mcq, optionId } from '../converted';
import { joinFeedback } from '../feedback';
import { htmlText } from '../html-text';
import { stableShuffle } from '../stable-shuffle';
import type { ConvertParams } from './context';
import { h5pImage } from './h5p-image';
import { at, field, list, str } from './params';

export const multiChoice: ConvertParams = (params, pointer, ctx) => {
  const prompt = htmlText(str(field(params, 'question')));
  const answers = list(field(params, 'answers')).map((a) => {
    const tips = field(a, 'tipsAndFeedback');
    return {
      text: htmlText(str(field(a, 'text'))),
      correct: field(a, 'correct') === true,
      tip: htmlText(str(field(tips, 'tip'))),
      feedback: htmlText(str(field(tips, 'chosenFeedback'))),
    };
  });
  if (!answers.some((a) => a.correct)) {
    ctx.report.push({
      path: at([...pointer, 'answers']),
      level: 'error',
      message: 'No answer is marked correct, so the question is left out.',
    });
    return [];
  }
  const behaviour = field(params, 'behaviour');
  if (answers.filter((a) => a.correct).length > 1 && field(behaviour, 'singlePoint') !== true)
    ctx.report.push({
      path: at(pointer),
      level: 'warning',
      message:
        'H5P gives a point for each right answer here; the player scores a choose-all question right or wrong as a whole.',
    });
  const shuffled = field(behaviour, 'randomAnswers') !== false;
  const ordered = shuffled ? stableShuffle(answers, prompt) : answers;
  const content = compact({
    prompt,
    ...h5pImage(field(params, 'media'), [...pointer, 'media'], ctx),
    options: ordered.map((a, i) => ({ id: optionId(i), text: a.text })),
    answers: ordered.flatMap((a, i) => (a.correct ? [optionId(i)] : [])),
    hint: joinFeedback(ordered.map((a) => ({ label: a.text, text: a.tip }))),
    // What the right answers say first.
    explanation: joinFeedback(
      [...ordered.filter((a) => a.correct), ...ordered.filter((a) => !a.correct)].map((a) => ({
        label: a.text,
        text: a.feedback,
      })),
    ),
  });
  return [mcq(content, at(pointer))];
};
