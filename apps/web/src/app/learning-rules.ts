/** Pure rules of app/learning-calls.ts (no browser, no network). */
import { isNetworkError } from '@web-ed/api-client';

/**
 * Whether a failed online read (get-content-data, get-quiz-questions) should fall back to the
 * device's copy of get-questions: only when no answer came (offline, a dropped or stalled
 * connection). A server's answer, even an error, is the truth: a 404 stays a 404.
 */
export function fallsBackToDevice(error: unknown): boolean {
  return isNetworkError(error);
}

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
