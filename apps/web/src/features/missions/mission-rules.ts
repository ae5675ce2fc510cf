/**
 * Pure rules of the missions screens and home's mission cards: tab grouping, what a mission card
 * offers, the claim result to show, the beginner quest's steps, the reset countdown. Every number shown comes from
 * the server; these only decide how to show it.
 */
import { withVersion } from '../../lib/shell/version-param';
import type { ClaimRewardResponse, MissionItem, MissionsBoard } from '@web-ed/schemas/api';

/** A tab of /missions/: the recurrence of a board's period. */
export type Recurrence = MissionsBoard['recurring_list'][number]['recurrence'];
type MissionState = MissionItem['state'];

export const RECURRENCE_TABS: readonly Recurrence[] = ['daily', 'weekly', 'monthly', 'special'];

const STATE_ORDER: Record<MissionState, number> = {
  completed: 0,
  current: 1,
  on_progress: 2,
  prize: 3,
  locked: 4,
  claimed: 5,
};

/** The missions of one tab: shown ones of that recurrence, claimable first, claimed last. */
export function missionsOfTab(missions: readonly MissionItem[], tab: Recurrence): MissionItem[] {
  return missions
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.recurrence === tab && m.Is_Shown)
    .sort((a, b) => STATE_ORDER[a.m.state] - STATE_ORDER[b.m.state] || a.i - b.i)
    .map(({ m }) => m);
}

/** How many missions of a tab wait to be claimed (the tab's badge). */
export function claimableCount(missions: readonly MissionItem[], tab: Recurrence): number {
  return missionsOfTab(missions, tab).filter((m) => m.state === 'completed').length;
}

/** The i18n key (missions namespace) of a mission state. */
export function stateLabelKey(state: MissionState): string {
  return `state_${state}`;
}

export type MissionAction =
  | { kind: 'claim' }
  | { kind: 'go'; to: string }
  | { kind: 'claimed' }
  | { kind: 'locked' }
  | { kind: 'none' };

/**
 * What the card offers: claim when completed; "go" to its link (with `source_page`, the page the
 * mission sends the student from) while in progress; nothing more once claimed or while locked.
 */
export function missionAction(item: MissionItem, sourcePage: string): MissionAction {
  switch (item.state) {
    case 'completed':
      return { kind: 'claim' };
    case 'claimed':
      return { kind: 'claimed' };
    case 'locked':
      return { kind: 'locked' };
    case 'prize':
      return { kind: 'none' };
    default:
      return item.link
        ? { kind: 'go', to: withVersion(item.link, { sourcePage }) }
        : { kind: 'none' };
  }
}

export type ClaimOutcome =
  | { kind: 'popup'; rewards: { points: number; diamonds: number; votes: number } }
  | { kind: 'message'; key: string; type: 'info' | 'error' };

/** What to show after claim-reward: the reward popup, or a clear message for claimed/failed. */
export function claimOutcome(
  answer: Pick<
    ClaimRewardResponse['data'],
    'result' | 'reason' | 'total_points' | 'total_diamond' | 'total_vote'
  >,
): ClaimOutcome {
  if (answer.result === 'success') {
    return {
      kind: 'popup',
      rewards: {
        points: answer.total_points,
        diamonds: answer.total_diamond,
        votes: answer.total_vote,
      },
    };
  }
  if (answer.result === 'claimed')
    return { kind: 'message', key: 'missions:alreadyClaimed', type: 'info' };
  switch (answer.reason) {
    case 'locked':
      return { kind: 'message', key: 'missions:claimLocked', type: 'error' };
    case 'not_completed':
      return { kind: 'message', key: 'missions:claimNotCompleted', type: 'error' };
    default:
      return { kind: 'message', key: 'missions:claimGone', type: 'error' };
  }
}

/** The reset countdown of a period (whole days from 48 h, else hours, at least 1); null: never. */
export function resetCountdown(
  endsAt: number | null,
  now: number,
): { key: 'resetsInDays' | 'resetsInHours'; vars: Record<string, string> } | null {
  if (endsAt === null) return null;
  const hours = Math.floor(Math.max(0, endsAt - now) / 3_600_000);
  if (hours >= 48) return { key: 'resetsInDays', vars: { days: String(Math.floor(hours / 24)) } };
  return { key: 'resetsInHours', vars: { hours: String(Math.max(1, hours)) } };
}

/** The beginner quest's steps with their number, the prize chest apart. */
export function questSteps(steps: readonly MissionItem[]): {
  steps: MissionItem[];
  prize: MissionItem | null;
  claimed: number;
} {
  const prize = steps.find((s) => s.is_prize) ?? null;
  const rest = steps.filter((s) => !s.is_prize);
  return { steps: rest, prize, claimed: rest.filter((s) => s.state === 'claimed').length };
}
