/** Vocabulary (type 33): word cards to learn, then recall items scored item by item. */
import type { VocabularyContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeVocabulary, vocabularyNotes, vocabularyGlossary } from './buddy';
import { redactVocabulary } from './redact';
import { manifest } from './manifest';
import { checkVocabulary, expectedAnswer, scoreVocabulary } from './score';

export const vocabulary: WebPlugin<VocabularyContent> = {
  manifest,
  checkContent: checkVocabulary,
  expectedAnswer,
  score: (content, answer) => scoreVocabulary(content, answer),
  judgesAnswers: true,
  describe: describeVocabulary,
  tutorNotes: vocabularyNotes,
  redact: redactVocabulary,
  glossary: vocabularyGlossary,
  explanation: (content) => content.explanation,
  loadView: () => import('./view'),
};
