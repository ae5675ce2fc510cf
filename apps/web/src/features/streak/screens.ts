/** The streak screens load as one chunk: they share most of their code. */
export { Streak } from './streak';
export { StreakCheck } from './streak-check';
export { StreakGoals } from './streak-goals';
