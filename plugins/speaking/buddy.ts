/**
 * What the study buddy sees of a speaking question (the sentence to say is on screen, unless it is
 * the hidden answer to the prompt's question), and the tutor's notes.
 */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { SpeakingContent } from '@web-ed/schemas';
import { answerTexts, described, textOf } from '../shared/content-text';

export const describeSpeaking = (c: SpeakingContent): QuestionDescription =>
  c.hideSentence
    ? described({ question: textOf(c.prompt) })
    : described({ question: textOf(c.prompt) ?? textOf(c.text), passage: textOf(c.text) });

export const speakingNotes = (c: SpeakingContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: answerTexts(c.answers ?? [c.text]),
});
