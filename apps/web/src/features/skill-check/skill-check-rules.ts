/** What the finished skill check made claimable (pure: no browser, no network). */
interface MissionWithRules {
  type: string;
  state: string;
  rules?: { type?: string }[];
}

/** Missions the finished skill check made claimable (kind skillcheck, or a diagnostic rule). */
export function readyAfterSkillCheck(answer: {
  missions: readonly MissionWithRules[];
  novice_missions: readonly MissionWithRules[];
}): number {
  return [...answer.missions, ...answer.novice_missions].filter(
    (m) =>
      m.state === 'completed' && (m.type === 'skillcheck' || m.rules?.[0]?.type === 'diagnostic'),
  ).length;
}
