/** The streak's public surface: home's streak card, and the streak step of starting a course. */
export { fetchStreak } from './streak-api';
export { STREAK_NEXT_KEY } from './streak-path';
export { localDay, STREAK_SHOWN_KEY, streakStep } from './streak-rules';
