/**
 * Speaking (type 30): hear a model sentence and say it, or answer the prompt's question aloud
 * (`hideSentence`); the recogniser's transcript is judged.
 */
import type { SpeakingContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeSpeaking, speakingNotes } from './buddy';
import { redactSpeaking } from './redact';
import { manifest } from './manifest';
import { checkSpeaking, expectedAnswer, scoreSpeaking } from './score';

export const speaking: WebPlugin<SpeakingContent> = {
  manifest,
  checkContent: checkSpeaking,
  expectedAnswer,
  score: (content, answer) => scoreSpeaking(content, answer),
  judgesAnswers: true,
  describe: describeSpeaking,
  tutorNotes: speakingNotes,
  redact: redactSpeaking,
  explanation: (content) => content.explanation,
  loadView: () => import('./view'),
};
