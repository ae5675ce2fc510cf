/**
 * Missions' public surface: home's mission cards (claim, progress, what a card offers), and the
 * reads and the claim the result screen's popup of completed missions makes.
 */
export { MissionProgress, useClaim } from './mission-claim';
export { claimReward, fetchMissions, type ClaimType } from './missions-api';
export { missionAction, stateLabelKey } from './mission-rules';
