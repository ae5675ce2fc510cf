/**
 * The mission board's two statements (issue 18, item 4): one, prepared once per database or
 * transaction, reads everything the board shows; the other, sent only when there is something to
 * write, takes the day's derived steps and stores the courses resolved for this period. A board is
 * one round trip to the database, two on a student's first board of a day or period.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';

/** A mission's progress in a period, as the board reads it. */
export interface BoardRow {
  missionId: string;
  period: string;
  currentProgress: number;
  course: number | null;
  claimedAt: number | null;
}

export interface Claimed {
  missionId: string;
  period: string;
  claimedAt: number;
}

export interface BoardState {
  rows: BoardRow[];
  /** Missions claimed within the week: the milestones' count. */
  claimedInWeek: number;
  /** Milestones claimed this week. */
  milestones: string[];
  /** The last claims, newest first. */
  history: Claimed[];
  /** The course last played with points, read only when a learning mission has no course yet. */
  lastPlayed: number | null;
}

export interface BoardRead {
  /** Every period the board shows. */
  keys: string[];
  week: { start: number; end: number; key: string };
  historyLimit: number;
  /** Learning missions that need a course in their period, unless their row has one already. */
  needCourse: { m: string; p: string }[];
}

/** A derived step (today's login, a finished skill check): counts once per source. */
export interface DerivedStep {
  m: string;
  p: string;
  source: string;
  goal: number;
}

export interface BoardWrite {
  now: number;
  steps: DerivedStep[];
  courses: { m: string; p: string; course: number }[];
}

const row = (alias: string) =>
  sql.raw(`jsonb_build_object(
  'missionId', ${alias}.mission_id, 'period', ${alias}.period,
  'currentProgress', ${alias}.current_progress, 'course', ${alias}.course,
  'claimedAt', floor(extract(epoch from ${alias}.claimed_at) * 1000)::bigint)`);

/** Arguments are bound once, as `a.u` (the student) and `a.j` (the rest, JSON). */
const readStatement = perDatabase((db) =>
  db
    .select({
      rows: sql<BoardRow[]>`coalesce((select jsonb_agg(${row('p')}) from mission_progress p
        where p.user_id = a.u and p.period = any (array(select jsonb_array_elements_text(a.j -> 'keys')))), '[]')`,
      claimedInWeek: sql<number>`(select count(*)::int from mission_progress p
        where p.user_id = a.u and p.claimed_at >= to_timestamp((a.j #>> '{week,start}')::bigint / 1000.0)
          and p.claimed_at < to_timestamp((a.j #>> '{week,end}')::bigint / 1000.0))`,
      milestones: sql<string[]>`coalesce((select jsonb_agg(c.milestone_id) from milestone_claims c
        where c.user_id = a.u and c.period = a.j #>> '{week,key}'), '[]')`,
      history: sql<
        Claimed[]
      >`coalesce((select jsonb_agg(${row('h')} order by h.claimed_at desc) from (
        select * from mission_progress p where p.user_id = a.u and p.claimed_at is not null
        order by p.claimed_at desc limit (a.j ->> 'historyLimit')::int) h), '[]')`,
      // A subquery in a branch not taken is never run: the last play is looked up only on a
      // student's first board of a period.
      lastPlayed: sql<number | null>`case when exists (
          select 1 from jsonb_to_recordset(a.j -> 'needCourse') n(m text, p text)
          where not exists (select 1 from mission_progress p where p.user_id = a.u
            and p.mission_id = n.m and p.period = n.p and p.course is not null))
        then (select f.subject_id from finish_records f where f.user_id = a.u and f.points > 0
          order by f.timestamp_finished desc limit 1) end`,
    })
    .from(sql`(select ${sql.placeholder('args')}::jsonb j, ${sql.placeholder('user')}::uuid u) a`)
    .prepare('mission_board_read'),
);

export async function readBoardState(db: Db, userId: string, read: BoardRead): Promise<BoardState> {
  const [state] = await readStatement(db).execute({ user: userId, args: JSON.stringify(read) });
  return state!;
}

/** What both drivers' execute() answer (Db's result type is generic over them). */
interface QueryRows {
  rows: { rows: BoardRow[] }[];
}

/**
 * Returns the rows the write changed, as they are now. Holds the student's row lock, as every
 * writer of their missions does. A derived step moves its mission as the engine's
 * progressAfterStep does for a step without a course: one more, up to the goal, completed when it
 * reaches it. Not prepared: data-modifying WITH must be the statement itself, and this runs once
 * a day or period per student.
 */
export async function writeBoard(db: Db, userId: string, write: BoardWrite): Promise<BoardRow[]> {
  const goal = sql`(select s.goal from step s where s.m = excluded.mission_id and s.p = excluded.period)`;
  const result = (await db.execute(sql`
    with a as (select j, u, to_timestamp((j ->> 'now')::bigint / 1000.0) t
      from (select ${JSON.stringify(write)}::jsonb j, ${userId}::uuid u) given),
    me as (select id from users, a where id = a.u for update),
    step as (select s.* from a, jsonb_to_recordset(a.j -> 'steps') s(m text, p text, source text, goal int)),
    fresh as (
      insert into mission_events (user_id, mission_id, period, source, created_at)
      select me.id, s.m, s.p, s.source, a.t from step s, me, a
      on conflict do nothing
      returning mission_id, period),
    moved as (
      insert into mission_progress as p (user_id, mission_id, period, current_progress, completed_at)
      select me.id, s.m, s.p, least(s.goal, 1), case when 1 >= s.goal then a.t end
      from fresh f join step s on s.m = f.mission_id and s.p = f.period, me, a
      on conflict (user_id, mission_id, period) do update set
        current_progress = least(${goal}, p.current_progress + 1),
        completed_at = coalesce(p.completed_at,
          case when p.current_progress + 1 >= ${goal} then (select t from a) end)
      returning p.*),
    resolved as (
      insert into mission_progress as p (user_id, mission_id, period, course)
      select me.id, c.m, c.p, c.course
      from a, jsonb_to_recordset(a.j -> 'courses') c(m text, p text, course int), me
      on conflict (user_id, mission_id, period) do update set course = coalesce(p.course, excluded.course)
      returning p.*)
    select coalesce(jsonb_agg(${row('r')}), '[]') rows from (
      select * from moved union all select * from resolved) r`)) as unknown as QueryRows;
  return result.rows[0]!.rows;
}
