/** True or false (type 42): a statement, two big buttons, the engine's verdict and the why. */
import type { TrueFalseContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeTrueFalse, trueFalseNotes } from './buddy';
import { manifest } from './manifest';
import { redactTrueFalse } from './redact';
import { checkTrueFalse, expectedAnswer, scoreTrueFalse } from './score';

export const trueFalse: WebPlugin<TrueFalseContent> = {
  manifest,
  checkContent: checkTrueFalse,
  expectedAnswer,
  score: (content, answer) => scoreTrueFalse(content, answer),
  judgesAnswers: true,
  explanation: (content) => content.explanation,
  redact: redactTrueFalse,
  describe: describeTrueFalse,
  tutorNotes: trueFalseNotes,
  loadView: () => import('./view'),
};
