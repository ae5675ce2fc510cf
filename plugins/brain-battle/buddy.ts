/** What the study buddy sees of a brain battle item (prompt and options), and what only the tutor reads. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { BrainBattleContent } from '@web-ed/schemas';
import { answerTexts, described, optionTexts, textOf } from '../shared/content-text';

export const describeBrainBattle = (c: BrainBattleContent): QuestionDescription =>
  described({ question: textOf(c.prompt), options: optionTexts(c.options) });

export const brainBattleNotes = (c: BrainBattleContent): TutorNotes => ({
  answers: answerTexts(c.answers, c.options),
});
