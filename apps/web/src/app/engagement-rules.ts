/**
 * Pure rules of the engagement screens (missions, beginner quest, streak, leaderboard, shop):
 * tab grouping, what a mission card offers, the claim result to show, the leaderboard rows with
 * the student's own row, what a purchase may do, and the streak step of starting a course.
 * Every number shown comes from the server; these only decide how to show it.
 */
import { withVersion } from '../shell/version-param';
import type {
  Board,
  BoardRow,
  ClaimAnswer,
  MissionItem,
  MissionState,
  Price,
  Recurrence,
} from './engagement-types';

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

/** Progress 0–100 for the bar (the server's current and effective target). */
export function progressPercent(current: number, target: number): number {
  if (!(target > 0)) return current > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}

export type ClaimOutcome =
  | { kind: 'popup'; rewards: { points: number; diamonds: number; votes: number } }
  | { kind: 'message'; key: string; type: 'info' | 'error' };

/** What to show after claim-reward: the reward popup, or a clear message for claimed/failed. */
export function claimOutcome(answer: ClaimAnswer): ClaimOutcome {
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

export interface LeaderRow extends BoardRow {
  /** A gap (ranks left out) comes before this row. */
  gapBefore: boolean;
}

/**
 * The rows to list: the top, and the student's own row after it when they are not in the top
 * (however far down), with a gap marker when ranks are left out between.
 */
export function leaderboardRows(board: Board): { rows: LeaderRow[]; ownAppended: boolean } {
  const rows: LeaderRow[] = board.top.map((r) => ({ ...r, gapBefore: false }));
  if (board.me.in_top || rows.some((r) => r.is_me)) return { rows, ownAppended: false };
  const last = rows.at(-1);
  rows.push({
    rank: board.me.rank,
    name: board.me.name,
    avatar_id: board.me.avatar_id,
    country: board.me.country,
    points: board.me.points,
    is_me: true,
    gapBefore: last !== undefined && board.me.rank > last.rank + 1,
  });
  return { rows, ownAppended: true };
}

export type BuyCheck = { ok: true } | { ok: false; key: string };

/** Whether the balance covers the price (the server decides; this only warns before asking). */
export function canAfford(price: Price, balance: { points: number; diamond: number }): BuyCheck {
  if (price.type === 'free') return { ok: true };
  const held = price.type === 'diamond' ? balance.diamond : balance.points;
  return held >= price.cost
    ? { ok: true }
    : {
        ok: false,
        key: price.type === 'diamond' ? 'shop:notEnoughDiamonds' : 'shop:notEnoughPoints',
      };
}

/** The shop's message for a refused purchase (402 not_enough_*, 404 item_not_found). */
export function buyErrorKey(error: string | null): string | null {
  switch (error) {
    case 'not_enough_diamond':
      return 'shop:notEnoughDiamonds';
    case 'not_enough_points':
      return 'shop:notEnoughPoints';
    case 'item_not_found':
      return 'shop:itemGone';
    default:
      return null;
  }
}

/** localStorage key of the local day the streak page was last shown on. */
export const STREAK_SHOWN_KEY = 'web_ed_streak_shown_on';

/**
 * The streak step of starting a course (section 4): `progressed` when the student finished a play
 * today and /streak/ was not shown yet today; `streak` when the learning streak is above 0.
 */
export function streakStep(input: {
  todayPlays: number;
  learningStreak: number;
  shownOn: string | null;
  today: string;
}): { progressed: boolean; streak: boolean } {
  return {
    progressed: input.todayPlays > 0 && input.shownOn !== input.today,
    streak: input.learningStreak > 0,
  };
}

/** The device's local calendar day, YYYY-MM-DD. */
export function localDay(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
