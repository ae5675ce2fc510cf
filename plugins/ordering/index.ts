/** Put in order (type 44): items shown shuffled, moved up and down into order, scored whole or item by item. */
import type { OrderingContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeOrdering, orderingNotes } from './buddy';
import { manifest } from './manifest';
import { redactOrdering } from './redact';
import { checkOrdering, expectedAnswer, scoreOrdering } from './score';

export const ordering: WebPlugin<OrderingContent> = {
  manifest,
  checkContent: checkOrdering,
  expectedAnswer,
  score: (content, answer) => scoreOrdering(content, answer),
  judgesAnswers: true,
  explanation: (content) => content.explanation,
  redact: redactOrdering,
  describe: describeOrdering,
  tutorNotes: orderingNotes,
  loadView: () => import('./view'),
};
