/** The streak pages' paths, and where a course start routed to /streak/ was heading. */
export const STREAK_PATH = {
  streak: '/streak/',
  goals: '/streak/goals/',
  check: '/streak/check/',
} as const;

/** Where a start routed to /streak/ was heading (sessionStorage): its "continue" goes there. */
export const STREAK_NEXT_KEY = 'web_ed_streak_next';
