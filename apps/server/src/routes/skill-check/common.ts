/** Shared by the skill check routes: the bank of the server's content folder, tags, security. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { ApiError } from '../../http/envelope';
import { skillCheckBank, type SkillCheckBank } from '../../skill-check/bank';

export const TAGS = ['skill-check'];
export const SECURITY: { [label: string]: string[] }[] = [{ bearer: [] }, { token: [] }];

/** The bank, or 503 skill_check_unavailable when it failed its checks (logged once). */
export function bankOf(app: FastifyInstance): SkillCheckBank {
  const load = skillCheckBank(app.config.contentDir ?? DEFAULT_CONTENT_DIR);
  if (!load.ok) {
    app.log.warn(`skill check unavailable: ${load.reason}`);
    throw new ApiError(503, 'skill_check_unavailable', 'The skill check is not available');
  }
  return load.bank;
}
