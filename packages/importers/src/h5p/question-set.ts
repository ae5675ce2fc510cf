/**
 * H5P.QuestionSet (and H5P.SpeakTheWordsSet, which holds its questions the same way) → one task
 * of its questions, each converted by its own library (what is not supported is reported at its
 * place in the set). A QuestionSet's random pool becomes the task's shuffle and question count.
 */
import type { Draft } from '../build-course';
import type { ConvertParams } from './context';
import { field, list, str } from './params';

export const questionSet: ConvertParams = (params, pointer, ctx) =>
  list(field(params, 'questions')).flatMap((q, i) =>
    ctx.convert(str(field(q, 'library')), field(q, 'params'), [...pointer, 'questions', i]),
  );

/** How the set plays: all its questions in order, or a random pool of `poolSize`. */
export function questionSetPlay(params: unknown): Pick<Draft, 'shuffle' | 'questionLength'> {
  const pool = field(params, 'poolSize');
  const drawn = typeof pool === 'number' && pool >= 1 ? Math.floor(pool) : undefined;
  return {
    shuffle: field(params, 'randomQuestions') === true || drawn !== undefined,
    ...(drawn ? { questionLength: drawn } : {}),
  };
}
