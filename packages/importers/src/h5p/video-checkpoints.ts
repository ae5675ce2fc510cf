/**
 * One H5P.InteractiveVideo interaction → the questions it asks at its time, in video-mcq's
 * checkpoint shape: a prompt and 2 to 5 options of which exactly one is right (the student answers
 * with one tap and the video goes on). H5P.MultiChoice with one right answer, H5P.TrueFalse (its
 * true and false words as the options) and each choice of an H5P.SingleChoiceSet fit; anything else
 * comes back with the reason it does not.
 */
import type { VideoMcqCheckpoint } from '@web-ed/schemas';
import { optionId } from '../converted';
import { joinFeedback } from '../feedback';
import { htmlText } from '../html-text';
import { stableShuffle } from '../stable-shuffle';
import type { H5pContext } from './context';
import { mediaLeftOut } from './h5p-image';
import { field, list, machineName, str, type Pointer } from './params';

export type Asked = Omit<VideoMcqCheckpoint, 'id' | 'at'>;
/** Why (part of) an interaction is not asked, at its place in content.json. */
export interface Unfit {
  pointer: Pointer;
  reason: string;
  /** A warning for what H5P does not score (a text, a link), an error for a question lost. */
  level: 'error' | 'warning';
}

/** Interactions that show something and ask nothing. */
const SHOWN = new Set([
  'H5P.Text',
  'H5P.Image',
  'H5P.Link',
  'H5P.Table',
  'H5P.Nil',
  'H5P.IVHotspot',
  'H5P.GoToQuestion',
]);

const MAX_OPTIONS = 5;
const MAX_PROMPT = 1000;
const MAX_OPTION = 300;
const MAX_EXPLANATION = 1000;

interface Answer {
  text: string;
  correct: boolean;
}

/** A checkpoint question, or why video-mcq cannot hold it. */
function checkpoint(prompt: string, answers: Answer[], explanation?: string): Asked | string {
  if (!prompt) return 'it has no question text';
  if (prompt.length > MAX_PROMPT) return `its question is over ${MAX_PROMPT} characters`;
  const right = answers.filter((a) => a.correct).length;
  if (right !== 1)
    return `it has ${right} right answers, and a video question has exactly one (answered with one tap)`;
  if (answers.length < 2 || answers.length > MAX_OPTIONS)
    return `it has ${answers.length} answers, and a video question has 2 to ${MAX_OPTIONS}`;
  if (answers.some((a) => !a.text || a.text.length > MAX_OPTION))
    return `an answer is empty or over ${MAX_OPTION} characters`;
  if (explanation && explanation.length > MAX_EXPLANATION)
    return `its feedback is over ${MAX_EXPLANATION} characters`;
  return {
    prompt,
    options: answers.map((a, i) => ({ id: optionId(i), text: a.text })),
    answers: [optionId(answers.findIndex((a) => a.correct))],
    ...(explanation ? { explanation } : {}),
  };
}

function multiChoice(params: unknown, pointer: Pointer, ctx: H5pContext): Asked | string {
  const prompt = htmlText(str(field(params, 'question')));
  const answers = list(field(params, 'answers')).map((a) => ({
    text: htmlText(str(field(a, 'text'))),
    correct: field(a, 'correct') === true,
    feedback: htmlText(str(field(field(a, 'tipsAndFeedback'), 'chosenFeedback'))),
  }));
  mediaLeftOut(field(params, 'media'), [...pointer, 'media'], ctx, 'video-mcq');
  const shuffled = field(field(params, 'behaviour'), 'randomAnswers') !== false;
  const ordered = shuffled ? stableShuffle(answers, prompt) : answers;
  const explanation = joinFeedback(
    [...ordered.filter((a) => a.correct), ...ordered.filter((a) => !a.correct)].map((a) => ({
      label: a.text,
      text: a.feedback,
    })),
  );
  return checkpoint(prompt, ordered, explanation);
}

function trueFalse(params: unknown, pointer: Pointer, ctx: H5pContext): Asked | string {
  // The editor stores "true" or "false" as a string.
  const correct = String(field(params, 'correct'));
  if (correct !== 'true' && correct !== 'false') return 'it is marked neither true nor false';
  mediaLeftOut(field(params, 'media'), [...pointer, 'media'], ctx, 'video-mcq');
  const l10n = field(params, 'l10n');
  const behaviour = field(params, 'behaviour');
  return checkpoint(
    htmlText(str(field(params, 'question'))),
    [
      { text: htmlText(str(field(l10n, 'trueText'))) || 'True', correct: correct === 'true' },
      { text: htmlText(str(field(l10n, 'falseText'))) || 'False', correct: correct === 'false' },
    ],
    joinFeedback([
      { text: htmlText(str(field(behaviour, 'feedbackOnCorrect'))) },
      { text: htmlText(str(field(behaviour, 'feedbackOnWrong'))) },
    ]),
  );
}

/** H5P writes a choice's right answer first and shuffles at play time; shuffled once here. */
function singleChoice(choice: unknown): Asked | string {
  const prompt = htmlText(str(field(choice, 'question')));
  const answers = list(field(choice, 'answers')).map((a, i) => ({
    text: htmlText(str(a)),
    correct: i === 0,
  }));
  return checkpoint(prompt, stableShuffle(answers, prompt));
}

/** The questions an interaction (at `pointer`) asks by its action's library, or why not. */
export function askedBy(
  interaction: unknown,
  pointer: Pointer,
  ctx: H5pContext,
): (Asked | Unfit)[] {
  const action = field(interaction, 'action');
  const library = machineName(str(field(action, 'library')));
  const params = field(action, 'params');
  const here = [...pointer, 'action', 'params'];
  const or = (asked: Asked | string, where: Pointer) =>
    typeof asked === 'string' ? { pointer: where, reason: asked, level: 'error' as const } : asked;
  switch (library) {
    case 'H5P.MultiChoice':
      return [or(multiChoice(params, here, ctx), pointer)];
    case 'H5P.TrueFalse':
      return [or(trueFalse(params, here, ctx), pointer)];
    case 'H5P.SingleChoiceSet': {
      const choices = list(field(params, 'choices'));
      if (choices.length === 0) return [or('it has no questions', pointer)];
      return choices.map((c, i) => or(singleChoice(c), [...here, 'choices', i]));
    }
    default:
      return [
        {
          pointer,
          reason: `${library || 'content without a library'} is not a single-answer choice, which is all a video question can be`,
          level: SHOWN.has(library) ? 'warning' : 'error',
        },
      ];
  }
}

export const isUnfit = (a: Asked | Unfit): a is Unfit => 'reason' in a;
