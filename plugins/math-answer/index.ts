/** Typed math answer (type 41): a number or an expression, judged by value by the engine. */
import type { MathAnswerContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeMathAnswer, mathAnswerNotes } from './buddy';
import { manifest } from './manifest';
import { checkMathAnswer, expectedAnswer, scoreMathAnswer } from './score';

export const mathAnswer: WebPlugin<MathAnswerContent> = {
  manifest,
  checkContent: checkMathAnswer,
  expectedAnswer,
  score: (content, answer) => scoreMathAnswer(content, answer),
  judgesAnswers: true,
  describe: describeMathAnswer,
  tutorNotes: mathAnswerNotes,
  explanation: (content) => content.explanation,
  loadView: () => import('./view'),
};
