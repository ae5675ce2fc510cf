/** Helpers of the mission, streak, leaderboard and shop route tests. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedMissions } from '../../content/missions';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import type { TestContext } from '../../test/harness';
import { SERVICE_PREFIX } from '../prefixes';
import { finishRecord, L, loadTask } from '../learning/test-support';

export const M = `${SERVICE_PREFIX.mission}/mission`;
export const U = SERVICE_PREFIX.user;

export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export interface Item {
  id: string;
  type: string;
  state: string;
  current_progress: number;
  target: number;
  progress_text: string;
  Progress: Record<string, string>;
  rules: { course: string | null; course_id: number | null; target: number | string }[];
  period: { key: string; starts_at: number; ends_at: number | null };
  link: string | null;
  Is_Shown: boolean;
}

export async function missions(ctx: TestContext, token: string, lang?: string) {
  const res = await ctx.call({
    method: 'GET',
    url: `${M}/get-missions${lang ? `?lang=${lang}` : ''}`,
    token,
  });
  if (res.statusCode !== 200) throw new Error(`get-missions ${res.statusCode} ${res.body}`);
  const data = res.json().data as {
    missions: Item[];
    novice_missions: Item[];
    milestones: { id: string; state: string }[];
    milestones_progress: { current: number; target: number };
    completed: { id: string }[];
    total_rewards: Record<string, number>;
    recurring_list: { recurrence: string; ends_at: number | null }[];
    type_list: { type: string }[];
  };
  const all = [...data.missions, ...data.novice_missions];
  const item = (id: string) => {
    const i = all.find((x) => x.id === id);
    if (!i) throw new Error(`no mission ${id}`);
    return i;
  };
  return { ...data, item };
}

/** update-progress-missions: re-applies the derived rules; the mission `id` as it answers it. */
export async function updatedMission(ctx: TestContext, token: string, id: string): Promise<Item> {
  const res = await ctx.call({
    method: 'POST',
    url: '/learning-service/api/web-ed/learning/update-progress-missions',
    token,
  });
  if (res.statusCode !== 200)
    throw new Error(`update-progress-missions ${res.statusCode} ${res.body}`);
  const item = (res.json().data.missions as Item[]).find((i) => i.id === id);
  if (!item) throw new Error(`no mission ${id}`);
  return item;
}

export async function claim(ctx: TestContext, token: string, type: string, id: string) {
  const res = await ctx.call({
    method: 'GET',
    url: `${M}/claim-reward?type=${type}&id=${id}`,
    token,
  });
  if (res.statusCode !== 200) throw new Error(`claim ${res.statusCode} ${res.body}`);
  return res.json().data as {
    result: string;
    reason?: string;
    total_points: number;
    total_diamond: number;
    total_vote: number;
    points: number;
    diamond: number;
    votes: number;
  };
}

export async function behaviour(
  ctx: TestContext,
  token: string,
  body: { page_route?: string; button_id?: string },
) {
  return ctx.call({ method: 'POST', url: `${M}/mission-behavior`, token, payload: body });
}

let sessions = 0;

export interface PlayOptions {
  subjectId: number;
  chapterId: number;
  taskId: number;
  /** Finish time (epoch ms); default now. */
  at?: number;
  /** Right answers; default all. */
  correct?: number;
  session?: string;
}

/** Plays one complete task (MCQ content) and sends its finish record. */
export async function play(
  ctx: TestContext,
  student: { token: string; id: string },
  o: PlayOptions,
) {
  const task = await loadTask(ctx, o.subjectId, o.taskId);
  const record = finishRecord(task, {
    userId: student.id,
    session: o.session ?? `m-${ctx.kind}-${++sessions}`,
    subjectId: o.subjectId,
    chapterId: o.chapterId,
    correct: o.correct ?? task.questions.length,
    finishedAt: o.at ?? ctx.clock.t,
  });
  const res = await ctx.call({
    method: 'POST',
    url: `${L}/minigame-finish`,
    token: student.token,
    payload: { records: [record] },
  });
  if (res.statusCode !== 200) throw new Error(`finish ${res.statusCode} ${res.body}`);
  return {
    body: res.json() as {
      total_rewards: Record<string, number>;
      results: { status: string; points: number }[];
      missions_completed: string[];
    },
    record,
  };
}

/** Everyday English (101) chapter 1011 and Math Foundations (201) chapter 2011. */
export const ENG_PLAY = { subjectId: 101, chapterId: 1011, taskId: 10112 } as const;
export const MATH_PLAY = { subjectId: 201, chapterId: 2011, taskId: 20111 } as const;

export async function setTimeZone(ctx: TestContext, token: string, time_zone: string) {
  return ctx.call({
    method: 'POST',
    url: `${U}/user/set-time-zone`,
    token,
    payload: { time_zone },
  });
}

/** A mission's text, the same in every language. */
export const inEveryLanguage = (text: string) => ({
  en: text,
  id: text,
  th: text,
  hi: text,
  ms: text,
});

/** Seeds the fixtures' mission catalogue with a test's own missions added to it. */
export async function seedMissionsWith(ctx: TestContext, ...extra: object[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-missions-'));
  mkdirSync(join(dir, 'missions'));
  const file = join(DEFAULT_CONTENT_DIR, 'missions', 'missions.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { missions: object[] };
  catalogue.missions.push(...extra);
  writeFileSync(join(dir, 'missions', 'missions.json'), JSON.stringify(catalogue));
  const seeded = await seedMissions(ctx.database.db, dir);
  if (!seeded.ok) throw new Error(`missions not seeded: ${JSON.stringify(seeded)}`);
}
