/** The leaderboard's week: Monday 00:00 UTC to the next Monday (engine periodOf in UTC). */
import { periodOf } from '@web-ed/engine';

export function leaderboardWeek(now: Date): { weekStart: string; resetsAt: number } {
  const p = periodOf('weekly', now.getTime(), 'UTC');
  return { weekStart: p.key.slice(2), resetsAt: p.end! };
}

/** The UTC day the per-day cap applies to. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
