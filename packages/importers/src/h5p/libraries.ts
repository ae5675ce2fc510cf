/**
 * H5P content types by machine name: the ones mapped onto a minigame, and why the others are not
 * (yet). Each one left out is reported where it sits.
 */
import type { Converted } from '../converted';
import { blanks } from './blanks';
import type { ConvertParams, H5pContext } from './context';
import { dialogcards } from './dialogcards';
import { dictation } from './dictation';
import { dragText } from './drag-text';
import { flashcards } from './flashcards';
import { interactiveVideo } from './interactive-video';
import { markTheWords } from './mark-the-words';
import { multiChoice } from './multi-choice';
import { machineName, type Pointer } from './params';
import { questionSet } from './question-set';
import { singleChoiceSet } from './single-choice-set';
import { speakTheWords } from './speak-the-words';
import { summary } from './summary';
import { trueFalse } from './true-false';

const SUPPORTED: Record<string, ConvertParams> = {
  'H5P.MultiChoice': multiChoice,
  'H5P.TrueFalse': trueFalse,
  'H5P.SingleChoiceSet': singleChoiceSet,
  'H5P.QuestionSet': questionSet,
  'H5P.Blanks': blanks,
  'H5P.DragText': dragText,
  'H5P.MarkTheWords': markTheWords,
  'H5P.Summary': summary,
  'H5P.Dictation': dictation,
  'H5P.InteractiveVideo': interactiveVideo,
  'H5P.SpeakTheWords': speakTheWords,
  // A set of SpeakTheWords holds its questions as a QuestionSet does.
  'H5P.SpeakTheWordsSet': questionSet,
  'H5P.Flashcards': flashcards,
  'H5P.Dialogcards': dialogcards,
};

const NOT_YET: Record<string, string> = {
  'H5P.CoursePresentation': 'slides are not mapped yet',
  'H5P.ArithmeticQuiz': 'generated sums have no minigame yet',
  'H5P.Essay': 'free writing cannot be scored by the player',
  'H5P.FindTheWords': 'word searches have no minigame',
  'H5P.DragQuestion': 'dragging onto an image has no minigame',
  'H5P.ImageHotspotQuestion': 'answering on an image has no minigame',
  'H5P.ImageMultipleHotspotQuestion': 'answering on an image has no minigame',
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
