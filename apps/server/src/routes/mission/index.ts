/** The mission service: every mission/* route, mounted under SERVICE_PREFIX.mission. */
import type { FastifyInstance } from 'fastify';
import cerebryMissionCheck from './cerebry-mission-check';
import claimReward from './claim-reward';
import getMissionCards from './get-mission-cards';
import getMissions from './get-missions';
import missionBehavior from './mission-behavior';
import updateProgressMissions from './update-progress-missions';

export { default as updateProgressMissions } from './update-progress-missions';

export default async function missionService(app: FastifyInstance): Promise<void> {
  await app.register(getMissions);
  await app.register(getMissionCards);
  await app.register(claimReward);
  await app.register(missionBehavior);
  await app.register(cerebryMissionCheck);
  // Spelt under learning (learning/update-progress-missions); here as mission/update-progress-missions.
  await app.register(updateProgressMissions, { prefix: '/mission' });
}
