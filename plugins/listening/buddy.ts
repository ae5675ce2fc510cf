/**
 * What the study buddy sees of a listening question: the prompt and options only. What is said is
 * heard, not read (and it is the answer of a "type" question): the tutor would send the student
 * to a passage that is not on screen. The tutor reads the answers, the transcript among them.
 */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { ListeningContent } from '@web-ed/schemas';
import { answerTexts, described, optionTexts, textOf } from '../shared/content-text';

export const describeListening = (c: ListeningContent): QuestionDescription =>
  described({ question: textOf(c.prompt), options: optionTexts(c.options) });

export function listeningNotes(c: ListeningContent): TutorNotes {
  const answers = answerTexts(c.answers, c.options);
  const said = c.kind === 'type' ? textOf(c.text) : undefined;
  return {
    hint: textOf(c.hint),
    explanation: textOf(c.explanation),
    answers: said && !answers.includes(said) ? [...answers, said] : answers,
  };
}
