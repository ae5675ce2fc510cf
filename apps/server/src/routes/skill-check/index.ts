/** The skill check (learning/skill-check/*), mounted under SERVICE_PREFIX.learning. */
import type { FastifyInstance } from 'fastify';
import answerSkillCheck from './answer-skill-check';
import getSkillCheck from './get-skill-check';
import getSkillCheckResult from './get-skill-check-result';
import startSkillCheck from './start-skill-check';

export default async function skillCheckRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getSkillCheck);
  await app.register(startSkillCheck);
  await app.register(answerSkillCheck);
  await app.register(getSkillCheckResult);
}
