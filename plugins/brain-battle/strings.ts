/** The brain battle view's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';

export interface BrainBattleStrings {
  /** Under the prompt: one tap is the answer, there is no Check. */
  tapToAnswer: string;
}

export const BRAIN_BATTLE_STRINGS: Record<Lang, BrainBattleStrings> = {
  en: { tapToAnswer: 'Tap the answer' },
  id: { tapToAnswer: 'Ketuk jawabannya' },
  th: { tapToAnswer: 'แตะคำตอบ' },
  hi: { tapToAnswer: 'उत्तर पर टैप करें' },
  ms: { tapToAnswer: 'Ketik jawapannya' },
};
