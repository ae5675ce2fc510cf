/** Listening (type 32): hear a recording (or the device's voice) and type or choose what was said. */
import type { ListeningContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeListening, listeningNotes } from './buddy';
import { redactListening } from './redact';
import { manifest } from './manifest';
import { checkListening, expectedAnswer, scoreListening } from './score';

export const listening: WebPlugin<ListeningContent> = {
  manifest,
  checkContent: checkListening,
  expectedAnswer,
  score: scoreListening,
  judgesAnswers: true,
  describe: describeListening,
  tutorNotes: listeningNotes,
  redact: redactListening,
  explanation: (content) => content.explanation,
  loadView: () => import('./view'),
};
