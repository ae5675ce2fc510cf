/**
 * Leaderboard benchmark on PostgreSQL: N generated students (default 1,000,000) with weekly and
 * all-time points, then the queries of leaderboard/get-leaderboard (top 50 overall and by
 * country, the own rank of a student far from the top), each printed as a ratio to a primary-key
 * lookup of a user measured in the same run (machines differ, ratios travel). Rows are generated
 * by single INSERT … SELECT generate_series statements. Not part of npm test.
 *
 *   npx tsx bench/server/leaderboard.ts [--students 1000000] [--runs 200]
 *   (PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server; a
 *   temporary database is created and dropped)
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { ownRank, topOf } from '../../apps/server/src/leaderboard/board';
import { ALL_TIME, foldMoves } from '../../apps/server/src/leaderboard/counts';
import { leaderboardWeek } from '../../apps/server/src/leaderboard/week';
import {
  BENCH_ADMIN_URL,
  createScratchDatabase,
} from '../../apps/server/src/test/scratch-database';
import { writeResults, type Row } from '../results';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
  },
});
const STUDENTS = Number(values.students);
const RUNS = Number(values.runs);

const scratch = await createScratchDatabase('webed_bench_lb', BENCH_ADMIN_URL);
const database = await openPostgres(scratch.url);
const db = database.db;

try {
  const week = leaderboardWeek(new Date()).weekStart;
  const t0 = performance.now();
  // Five countries; points skewed so most students sit low and few at the top.
  await db.execute(sql`
    insert into users (name, country, points)
    select 'bench' || i, (array['ID','TH','IN','MY','PH'])[1 + i % 5], 0
    from generate_series(1, ${STUDENTS}) as s(i)`);
  await db.execute(sql`
    insert into leaderboard_weekly (week_start, user_id, country, points)
    select ${week}::date, id, country, floor(power(random(), 3) * 3500)::int from users`);
  await db.execute(sql`
    insert into leaderboard_all_time (user_id, country, points)
    select user_id, country, points * 20 + floor(random() * 100)::int from leaderboard_weekly`);
  // The counts as plays leave them: one move per student and board, then folded.
  await db.execute(sql`
    insert into leaderboard_moves (board, country, points, students)
    select week_start::text, country, points, 1 from leaderboard_weekly where points > 0
    union all
    select ${ALL_TIME}, country, points, 1 from leaderboard_all_time where points > 0`);
  await foldMoves(db);
  await db.execute(sql`analyze`);
  const genSeconds = (performance.now() - t0) / 1000;

  // A student far from the top: the lowest weekly score among those with points.
  const far = (
    (await db.execute(sql`
      select user_id, country from leaderboard_weekly where week_start = ${week}::date and points > 0
      order by points asc, user_id limit 1`)) as unknown as {
      rows: { user_id: string; country: string }[];
    }
  ).rows[0]!;
  const ids = (
    (await db.execute(sql`select id from users order by random() limit ${RUNS}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);

  async function median(fn: (i: number) => Promise<unknown>): Promise<number> {
    for (let i = 0; i < 10; i++) await fn(i); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      await fn(i);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }

  const pk = await median((i) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, ids[i % ids.length]!)),
  );
  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['weekly top 50', () => topOf(db, 'weekly', week, null, 50, far.user_id)],
    ['weekly top 50, by country', () => topOf(db, 'weekly', week, far.country, 50, far.user_id)],
    ['weekly own rank (far from top)', () => ownRank(db, 'weekly', week, null, far.user_id)],
    ['weekly own rank, by country', () => ownRank(db, 'weekly', week, far.country, far.user_id)],
    ['weekly own rank (random student)', (i) => ownRank(db, 'weekly', week, null, ids[i]!)],
    ['all-time top 50', () => topOf(db, 'all_time', week, null, 50, far.user_id)],
    ['all-time own rank (far from top)', () => ownRank(db, 'all_time', week, null, far.user_id)],
    ['all-time own rank (random student)', (i) => ownRank(db, 'all_time', week, null, ids[i]!)],
    [
      'all-time own rank, by country',
      () => ownRank(db, 'all_time', week, far.country, far.user_id),
    ],
  ];
  const rank = await ownRank(db, 'weekly', week, null, far.user_id);
  const plan = (
    (await db.execute(sql`explain select sum(students) from leaderboard_counts
      where board = ${week} and country = '*' and level = 0 and points > ${rank.points}
        and points < ${rank.points} / 100 * 100 + 100`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    }
  ).rows
    .map((r) => r['QUERY PLAN'])
    .join(' | ');

  console.log(
    `\nLeaderboard, PostgreSQL, ${STUDENTS.toLocaleString('en')} students (generated in ${genSeconds.toFixed(1)} s), median of ${RUNS} runs`,
  );
  console.log(`baseline: primary-key lookup of a user, ${pk.toFixed(3)} ms (same run)\n`);
  console.log('query                                  vs pk lookup   median');
  const rows: Row[] = [];
  for (const [label, fn] of cases) {
    const m = await median(fn);
    console.log(
      `${label.padEnd(38)} ${`${(m / pk).toFixed(1)}x`.padStart(12)}   ${m.toFixed(3)} ms`,
    );
    rows.push({
      group: `leaderboard, ${STUDENTS.toLocaleString('en')} students (median of ${RUNS})`,
      figure: label,
      value: m,
      unit: 'ms',
      baseline: 'primary-key lookup',
      baselineValue: pk,
      better: 'lower',
    });
  }
  writeResults('leaderboard', rows);
  console.log(`\nfar student: rank ${rank.rank.toLocaleString('en')}, ${rank.points} points`);
  console.log(`own-rank plan: ${plan}`);
  const topPlan = (
    (await db.execute(sql`explain select l.user_id, l.points, u.name from leaderboard_weekly l
      join users u on u.id = l.user_id where l.week_start = ${week}::date and l.points > 0
      order by l.points desc nulls last, l.user_id limit 50`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    }
  ).rows
    .map((r) => r['QUERY PLAN'])
    .join(' | ');
  console.log(`top plan: ${topPlan}`);
} finally {
  await database.close();
  await scratch.drop();
}
