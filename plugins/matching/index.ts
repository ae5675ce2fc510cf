/** Match the pairs (type 45): a list box of right-hand texts per left-hand item, scored pair by pair or whole. */
import type { MatchingContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeMatching, matchingNotes } from './buddy';
import { manifest } from './manifest';
import { redactMatching, secretMatching } from './redact';
import { checkMatching, expectedAnswer, scoreMatching } from './score';

export const matching: WebPlugin<MatchingContent> = {
  manifest,
  checkContent: checkMatching,
  expectedAnswer,
  score: (content, answer) => scoreMatching(content, answer),
  judgesAnswers: true,
  explanation: (content) => content.explanation,
  redact: redactMatching,
  secretPlayable: secretMatching,
  describe: describeMatching,
  tutorNotes: matchingNotes,
  loadView: () => import('./view'),
};
