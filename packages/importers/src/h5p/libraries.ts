/**
 * H5P content types by machine name: the ones mapped onto a minigame, and why the others are not
 * (yet). Each one left out is reported where it sits.
 */
import type { Converted } from '../converted';
import type { ConvertParams, H5pContext } from './context';
import { multiChoice } from './multi-choice';
import { machineName, type Pointer } from './params';
import { questionSet } from './question-set';
import { singleChoiceSet } from './single-choice-set';
import { trueFalse } from './true-false';

const SUPPORTED: Record<string, ConvertParams> = {
  'H5P.MultiChoice': multiChoice,
  'H5P.TrueFalse': trueFalse,
  'H5P.SingleChoiceSet': singleChoiceSet,
  'H5P.QuestionSet': questionSet,
};

const CARDS =
  'the vocabulary minigame needs an example sentence and recall questions for its words, which cards do not have';

const NOT_YET: Record<string, string> = {
  'H5P.Blanks': 'typed fill-in-the-blanks has no minigame yet',
  'H5P.DragText': 'filling gaps from a word bank has no minigame yet',
  'H5P.MarkTheWords': 'selecting words in a text has no minigame yet',
  'H5P.Summary': 'picking the true statement of each set has no minigame yet',
  'H5P.SpeakTheWords': 'it is not mapped onto speaking yet',
  'H5P.SpeakTheWordsSet': 'it is not mapped onto speaking yet',
  'H5P.Dictation': 'it is not mapped onto listening yet',
  'H5P.InteractiveVideo': 'its questions are not mapped onto video questions yet',
  'H5P.CoursePresentation': 'slides are not mapped yet',
  'H5P.ArithmeticQuiz': 'generated sums have no minigame yet',
  'H5P.Essay': 'free writing cannot be scored by the player',
  'H5P.FindTheWords': 'word searches have no minigame',
  'H5P.DragQuestion': 'dragging onto an image has no minigame',
  'H5P.ImageHotspotQuestion': 'answering on an image has no minigame',
  'H5P.ImageMultipleHotspotQuestion': 'answering on an image has no minigame',
  'H5P.Flashcards': CARDS,
  'H5P.Dialogcards': CARDS,
};

/** Converts one content by its library, or reports it at `where` and gives nothing. */
export function convertLibrary(
  library: string,
  params: unknown,
  pointer: Pointer,
  ctx: H5pContext,
  where: string,
): Converted[] {
  const name = machineName(library);
  const convert = SUPPORTED[name];
  if (convert) return convert(params, pointer, ctx);
  const why = NOT_YET[name];
  ctx.report.push({
    path: where,
    level: 'warning',
    message: name
      ? `${name} is not supported yet${why ? `: ${why}` : ''}. It is left out.`
      : 'This content names no H5P library. It is left out.',
  });
  return [];
}
