/** Multiple choice (type 29): one or several correct options, text with optional LaTeX. */
import type { McqContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeMcq, mcqNotes } from './buddy';
import { redactMcq, secretMcq } from './redact';
import { manifest } from './manifest';
import { checkMcq, expectedAnswer, scoreMcq } from './score';

export const mcq: WebPlugin<McqContent> = {
  manifest,
  checkContent: checkMcq,
  expectedAnswer,
  score: (content, answer) => scoreMcq(content, answer),
  judgesAnswers: true,
  describe: describeMcq,
  tutorNotes: mcqNotes,
  redact: redactMcq,
  secretPlayable: secretMcq,
  explanation: (content) => content.explanation,
  loadView: () => import('./view'),
};
