/** The calls of a reset, loaded when one is confirmed: Settings' first load stays small. */
export const learningCalls = () => import('../learning');
export const missionCalls = () => import('../skill-check');
