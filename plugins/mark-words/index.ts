/** Select the words (type 46): a text whose words the student taps to mark, scored as H5P does. */
import type { MarkWordsContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeMarkWords, markWordsNotes } from './buddy';
import { manifest } from './manifest';
import { redactMarkWords } from './redact';
import { checkMarkWords, expectedAnswer, scoreMarkWords } from './score';

export const markWords: WebPlugin<MarkWordsContent> = {
  manifest,
  checkContent: checkMarkWords,
  expectedAnswer,
  score: (content, answer) => scoreMarkWords(content, answer),
  judgesAnswers: true,
  explanation: (content) => content.explanation,
  redact: redactMarkWords,
  describe: describeMarkWords,
  tutorNotes: markWordsNotes,
  loadView: () => import('./view'),
};
