/** Brain battle (type 7): rapid one-tap items in a timed round; answers are not judged one by one. */
import type { BrainBattleContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeBrainBattle, brainBattleNotes } from './buddy';
import { manifest } from './manifest';
import { checkBrainBattle, expectedAnswer, scoreBrainBattle } from './score';

export const brainBattle: WebPlugin<BrainBattleContent> = {
  manifest,
  checkContent: checkBrainBattle,
  expectedAnswer,
  score: (content, answer) => scoreBrainBattle(content, answer),
  // The round is scored as a whole: no verdict per item, so the Player moves straight on.
  judgesAnswers: false,
  skipVerdict: (content) => content.forced_correct_on_skip,
  // A match left half-way is void: the server hears of it but scores nothing.
  voidIfUnfinished: true,
  // Rounds are timed even when the author sets no limit.
  defaultTimeLimitSeconds: 60,
  describe: describeBrainBattle,
  tutorNotes: brainBattleNotes,
  loadView: () => import('./view'),
};
