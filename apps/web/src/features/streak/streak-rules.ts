/**
 * The streak step of starting a course (/streak/ once a day after a play), and the local day it
 * counts in.
 */

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
