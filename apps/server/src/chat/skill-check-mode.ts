/**
 * Whether the buddy is in skill-check mode for a student: decided here, from the student's own
 * skill check attempt (skill_check_attempts, status 1 in progress), never from what the client
 * says. While an attempt is open, every message is in skill-check mode, whatever question (or
 * none) it comes with: the text itself could carry the question on screen. Finishing the check
 * (skipping the remaining items is allowed) ends it.
 */
import { and, eq } from 'drizzle-orm';
import { DIAGNOSTIC_STATUS } from '@web-ed/engine';
import type { Db } from '../db/client';
import { skillCheckAttempts } from '../db/schema';

export async function hasOpenSkillCheck(db: Db, userId: string): Promise<boolean> {
  const [open] = await db
    .select({ userId: skillCheckAttempts.userId })
    .from(skillCheckAttempts)
    .where(
      and(
        eq(skillCheckAttempts.userId, userId),
        eq(skillCheckAttempts.status, DIAGNOSTIC_STATUS.inProgress),
      ),
    );
  return open !== undefined;
}
