/** The ecopower card deck (type 40): theory, story, tips and quiz cards, and a fun activity upload. */
import type { EcopowerContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeEcopower, ecopowerNotes } from './buddy';
import { redactEcopower } from './redact';
import { manifest } from './manifest';
import { checkEcopower, expectedAnswer, scoreEcopower } from './score';

export const ecopower: WebPlugin<EcopowerContent> = {
  manifest,
  checkContent: checkEcopower,
  expectedAnswer,
  score: (content, answer) => scoreEcopower(content, answer),
  judgesAnswers: true,
  // The view (with browser-image-compression) loads only when a deck is played.
  describe: describeEcopower,
  tutorNotes: ecopowerNotes,
  redact: redactEcopower,
  loadView: () => import('./view'),
};
