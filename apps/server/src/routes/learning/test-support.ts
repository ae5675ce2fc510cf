/** Helpers of the learning route tests: seeding once per suite, and realistic finish records. */
import { eq } from 'drizzle-orm';
import type { PlayableTask } from '@web-ed/engine';
import type { SeedLog } from '../../content/seed';
import { users } from '../../db/schema';
import { playableTask, taskIn } from '../../learning/catalogue';
import type { TestContext } from '../../test/harness';
import { SERVICE_PREFIX } from '../prefixes';

export const L = `${SERVICE_PREFIX.learning}/learning`;
export const quiet: SeedLog = { info: () => {}, warn: () => {} };

/**
 * The suite's database starts with content-fixtures seeded (at the suite's clock): a copy of a
 * seeded template (test/database-templates.ts), the same rows seedContent would write.
 */
export function seedBeforeAll(ctx: TestContext): void {
  ctx.seeded = true;
}

/** Everyday English: chapter 1011 (tasks 10111, 10112), chapter 1012 (10121, 10122), … */
export const ENG = {
  subject: 101,
  chapters: [1011, 1012, 1013, 1014],
  task: 10112,
  chapter: 1011,
} as const;
export const MATH = { subject: 201, chapter: 2011, task: 20111 } as const;

let students = 0;

/**
 * A new student (local sign-in): their token and user id. Sign-in is rate-limited per address: a
 * file that signs in many students spreads them over loopback addresses with `remoteAddress`.
 */
export async function newStudent(
  ctx: TestContext,
  remoteAddress = '127.0.0.1',
): Promise<{ token: string; id: string }> {
  const identity = `learner${++students}-${ctx.kind}@example.com`;
  const res = await ctx.call({
    method: 'POST',
    url: `${SERVICE_PREFIX.user}/auth/local-sign-in`,
    payload: { identity },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const data = (res.json() as { data: { token: string; id: string } }).data;
  return { token: data.token, id: data.id };
}

/** The student's row of the users table (points, diamond, statistics). */
export async function userRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function loadTask(
  ctx: TestContext,
  subjectId: number,
  taskId: number,
  lang: 'en' | 'id' = 'en',
): Promise<PlayableTask> {
  const row = await taskIn(ctx.database.db, subjectId, lang, taskId);
  if (!row) throw new Error(`task ${taskId} not seeded`);
  return playableTask(row);
}

export { finishRecord, type RecordOptions } from '../../learning/sample-record';
