/**
 * The state a mission item shows (section 3: locked, on_progress, completed, claimed, prize,
 * current). Beginner quest steps are ordered: a step opens when every earlier step is claimed;
 * the open step is `current`, later ones `locked`. A prize item (the quest's final chest) shows
 * `prize` until it can be claimed. Other missions are `on_progress` until complete.
 */
export type MissionKind = 'regular_mission' | 'beginner_quest' | 'skillcheck';
export type MissionItemState =
  'locked' | 'on_progress' | 'completed' | 'claimed' | 'prize' | 'current';

export interface ItemFacts {
  kind: MissionKind;
  complete: boolean;
  claimed: boolean;
  /** Beginner quest: every earlier step is claimed. Always true for other kinds. */
  unlocked: boolean;
  isPrize: boolean;
}

export function missionItemState(f: ItemFacts): MissionItemState {
  if (f.claimed) return 'claimed';
  if (f.complete && f.unlocked) return 'completed';
  if (f.isPrize) return 'prize';
  if (!f.unlocked) return 'locked';
  return f.kind === 'beginner_quest' ? 'current' : 'on_progress';
}
