/**
 * H5P.SingleChoiceSet → one MCQ per choice. H5P writes the right answer first and shuffles when
 * it plays; the player does not, so the answers are shuffled once here.
 */
import { mcq, optionId } from '../converted';
import { htmlText } from '../html-text';
import { stableShuffle } from '../stable-shuffle';
import type { ConvertParams } from './context';
import { at, field, list, str } from './params';

export const singleChoiceSet: ConvertParams = (params, pointer) =>
  list(field(params, 'choices')).map((choice, c) => {
    const prompt = htmlText(str(field(choice, 'question')));
    const answers = list(field(choice, 'answers')).map((a, i) => ({
      text: htmlText(str(a)),
      correct: i === 0,
    }));
    const ordered = stableShuffle(answers, prompt);
    return mcq(
      {
        prompt,
        options: ordered.map((a, i) => ({ id: optionId(i), text: a.text })),
        answers: ordered.flatMap((a, i) => (a.correct ? [optionId(i)] : [])),
      },
      at([...pointer, 'choices', c]),
    );
  });
