/** Reading (type 31): a passage and its multiple-choice items, scored item by item. */
import type { ReadingContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeReading, readingNotes } from './buddy';
import { redactReading } from './redact';
import { manifest } from './manifest';
import { checkReading, expectedAnswer, scoreReading } from './score';

export const reading: WebPlugin<ReadingContent> = {
  manifest,
  checkContent: checkReading,
  expectedAnswer,
  score: (content, answer) => scoreReading(content, answer),
  judgesAnswers: true,
  describe: describeReading,
  tutorNotes: readingNotes,
  redact: redactReading,
  explanation: (content) => content.explanation,
  loadView: () => import('./view'),
};
