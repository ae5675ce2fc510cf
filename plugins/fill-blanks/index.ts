/** Fill in the blanks (type 43): a text with gaps, typed, chosen from a list or filled from a word bank. */
import type { FillBlanksContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeFillBlanks, fillBlanksNotes } from './buddy';
import { manifest } from './manifest';
import { redactFillBlanks } from './redact';
import { checkFillBlanks, expectedAnswer, scoreFillBlanks } from './score';

export const fillBlanks: WebPlugin<FillBlanksContent> = {
  manifest,
  checkContent: checkFillBlanks,
  expectedAnswer,
  score: scoreFillBlanks,
  judgesAnswers: true,
  explanation: (content) => content.explanation,
  redact: redactFillBlanks,
  describe: describeFillBlanks,
  tutorNotes: fillBlanksNotes,
  loadView: () => import('./view'),
};
