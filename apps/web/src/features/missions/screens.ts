/** The missions screens load as one chunk: they share most of their code. */
export { BeginnerQuest } from './beginner-quest';
export { Missions } from './missions';
export { MissionsCompleted } from './missions-completed';
