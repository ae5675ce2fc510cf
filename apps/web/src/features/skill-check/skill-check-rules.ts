/** What the finished skill check made claimable (pure: no browser, no network). */
import type { MissionItem } from '@web-ed/schemas/api';

/** The fields of a mission the count reads. */
type MissionWithRules = Pick<MissionItem, 'type' | 'state'> & {
  rules: readonly Pick<MissionItem['rules'][number], 'type'>[];
};

/** Missions the finished skill check made claimable (kind skillcheck, or a diagnostic rule). */
export function readyAfterSkillCheck(answer: {
  missions: readonly MissionWithRules[];
  novice_missions: readonly MissionWithRules[];
}): number {
  return [...answer.missions, ...answer.novice_missions].filter(
    (m) =>
      m.state === 'completed' && (m.type === 'skillcheck' || m.rules[0]?.type === 'diagnostic'),
  ).length;
}
