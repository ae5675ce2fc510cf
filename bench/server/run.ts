/**
 * Server benchmark: finish-record ingestion (POST learning/minigame-finish, one complete
 * 10-question play per request, a new session every request so each one is a real insert with
 * re-scoring, progress, review, streak, missions and leaderboard) on the embedded PGlite and on
 * PostgreSQL, at 10 and at 200 connections, against two baselines measured in the same run:
 *   - a Fastify hello-world route (what the machine and Node can do at all);
 *   - one durable INSERT through the same stack: the same app, authentication, validation and
 *     pool, one row written per request (what one round trip to the database costs).
 * The load generator runs in its own process (load-worker.ts). Students are spread over four
 * countries. Figures are ratios to the baselines, with the sample counts beside them.
 *
 *   npm run bench:server                  (PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 *                                           else postgres://postgres@127.0.0.1:5432/postgres; a
 *                                           temporary database is created and dropped)
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=10,200 BENCH_STUDENTS=300 to change the load.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { DEFAULT_CONTENT_DIR, seedContent } from '../../apps/server/src/content/seed';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import { finishRecords, notifications, users } from '../../apps/server/src/db/schema';
import { issueSession, userOf } from '../../apps/server/src/http/auth';
import { playableTask, taskIn } from '../../apps/server/src/learning/catalogue';
import {
  BENCH_ADMIN_URL,
  createScratchDatabase,
} from '../../apps/server/src/test/scratch-database';
import { writeResults, type Row } from '../results';
import type { LoadPlan, Measured } from './load-worker';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,200').split(',').map(Number);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const COUNTRIES = ['ID', 'TH', 'IN', 'MY'];
const FINISH = '/learning-service/api/web-ed/learning/minigame-finish';
const ONE_INSERT = '/bench/one-insert';

const work = mkdtempSync(join(tmpdir(), 'webed-bench-'));
let plans = 0;

/** One measured run of the load generator in its own process. */
async function load(plan: Omit<LoadPlan, 'seconds' | 'run'>): Promise<Measured> {
  const file = join(work, `plan-${++plans}.json`);
  writeFileSync(
    file,
    JSON.stringify({ ...plan, seconds: SECONDS, run: `r${Date.now()}-${plans}` }),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'load-worker.ts'), file],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Measured;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function helloWorld(connections: number): Promise<Measured> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await listen(app);
  const m = await load({ url: `${url}/hello`, kind: 'hello', connections, students: [] });
  await app.close();
  return m;
}

async function postgresDatabase(): Promise<Database> {
  const scratch = await createScratchDatabase('webed_bench', BENCH_ADMIN_URL);
  const db = await openPostgres(scratch.url);
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

interface DbFigures {
  connections: number;
  insert: Measured;
  finish: Measured;
}

async function measureDatabase(
  database: Database,
): Promise<{ figures: DbFigures[]; stored: number }> {
  await seedContent(database.db, DEFAULT_CONTENT_DIR, {
    info: () => {},
    warn: (m) => console.warn(m),
  });
  // Its students post far faster than people play: the per-student limits would measure 429s.
  const config = { ...loadConfig({ NODE_ENV: 'test' }), localSignIn: true, finishPerMinute: 1e9 };
  const app = await buildApp({ config, db: database.db, logger: false });
  // The one-INSERT baseline: the same app, authentication, body validation and pool.
  app.post<{ Body: { text: string } }>(
    ONE_INSERT,
    {
      config: { auth: true },
      schema: {
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (req) => {
      await app.db.insert(notifications).values({
        userId: userOf(req).id,
        kind: 'bench',
        params: { text: req.body.text },
        link: '/',
        createdAt: new Date(),
      });
      return { bDone: true, iMessageCode: 1 };
    },
  );
  const url = await listen(app);
  const students: { token: string; id: string }[] = [];
  // Students straight into the table (the sign-in route is rate limited), each with a session.
  for (let i = 0; i < STUDENTS; i++) {
    const [u] = await database.db
      .insert(users)
      .values({ name: `bench${i}`, country: COUNTRIES[i % COUNTRIES.length]! })
      .returning({ id: users.id });
    students.push({ id: u!.id, token: await issueSession(database.db, u!.id, new Date()) });
  }
  const row = await taskIn(database.db, 101, 'en', 10111);
  if (!row) throw new Error('Everyday English task 10111 is not seeded');
  const task = playableTask(row);
  const figures: DbFigures[] = [];
  for (const connections of CONNECTIONS) {
    const insert = await load({
      url: `${url}${ONE_INSERT}`,
      kind: 'insert',
      connections,
      students,
    });
    const finish = await load({
      url: `${url}${FINISH}`,
      kind: 'finish',
      connections,
      students,
      task,
    });
    figures.push({ connections, insert, finish });
  }
  const stored = (await database.db.select({ n: count() }).from(finishRecords))[0]!.n;
  await app.close();
  await database.close();
  return { figures, stored };
}

const hello = new Map<number, Measured>();
for (const c of CONNECTIONS) hello.set(c, await helloWorld(c));
const results: [string, { figures: DbFigures[]; stored: number }][] = [];
results.push(['PGlite', await measureDatabase(await openPglite(null))]);
try {
  results.push(['PostgreSQL', await measureDatabase(await postgresDatabase())]);
} catch (e) {
  console.warn(`PostgreSQL skipped: ${(e as Error).message}`);
}
rmSync(work, { recursive: true, force: true });

// autocannon counts latency in whole milliseconds: a p99 of 0 would divide by zero.
const ms = (x: number) => Math.max(x, 1);
const fmt = (x: number, d = 2) => x.toFixed(d);
const line = (label: string, m: Measured) =>
  `${label.padEnd(34)} ${fmt(m.rps, 0).padStart(8)} req/s  p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms  ${String(m.requests).padStart(7)} requests  ${m.errors} errors${m.errors > 0 ? ` ${JSON.stringify(m.errorKinds)}` : ''}`;
console.log(
  `\nFinish-record ingestion: ${SECONDS} s a figure (after 1 s of warm-up), ${STUDENTS} students in ${COUNTRIES.length} countries, one complete 10-question play per request; load generator in its own process`,
);
const rows: Row[] = [];
for (const [name, { figures, stored }] of results) {
  console.log(`\n${name} (${stored} plays stored)`);
  for (const { connections, insert, finish } of figures) {
    const h = hello.get(connections)!;
    console.log(`  ${connections} connections`);
    console.log(`    ${line('baseline: Fastify hello-world', h)}`);
    console.log(`    ${line('baseline: one durable INSERT', insert)}`);
    console.log(`    ${line('minigame-finish', finish)}`);
    console.log(
      `    finish / one INSERT: ${fmt(finish.rps / insert.rps)}x req/s, p99 ${fmt(ms(finish.p99) / ms(insert.p99), 1)}x;` +
        ` finish / hello-world: ${fmt(finish.rps / h.rps, 3)}x req/s, p99 ${fmt(ms(finish.p99) / ms(h.p99), 1)}x`,
    );
    const group = `ingestion, ${name} (${SECONDS} s, ${connections} connections)`;
    const note = `${finish.requests} requests, ${finish.errors} errors; baseline ${insert.requests} requests`;
    rows.push(
      {
        group,
        figure: 'finish req/s',
        value: finish.rps,
        unit: 'req/s',
        baseline: 'one durable INSERT',
        baselineValue: insert.rps,
        better: 'higher',
        note,
      },
      {
        group,
        figure: 'finish p99',
        value: ms(finish.p99),
        unit: 'ms',
        baseline: 'one durable INSERT',
        baselineValue: ms(insert.p99),
        better: 'lower',
        note,
      },
      {
        group,
        figure: 'finish req/s',
        value: finish.rps,
        unit: 'req/s',
        baseline: 'Fastify hello-world',
        baselineValue: h.rps,
        better: 'higher',
        note: `${h.requests} hello-world requests`,
      },
    );
  }
}
writeResults('server', rows);
