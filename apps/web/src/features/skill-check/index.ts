/** The skill check's public surface: update-progress-missions, which a progress reset calls too. */
export { updateProgressMissions } from './progress-missions';
