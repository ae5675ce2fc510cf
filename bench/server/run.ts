/**
 * Server benchmark: finish-record ingestion (POST learning/minigame-finish, one complete
 * 10-question play per request, a new session every request so each one is a real insert with
 * re-scoring, progress, review and streak) on the embedded PGlite and on PostgreSQL, each printed
 * as a ratio to a Fastify hello-world route measured in the same run (never as absolute figures
 * alone: machines differ, ratios travel). Servers run in this process on 127.0.0.1.
 *
 *   npx tsx bench/server/run.ts            (PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 *                                           else postgres://postgres@127.0.0.1:5432/postgres; a
 *                                           temporary database is created and dropped)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_STUDENTS=50 to change the load.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { DEFAULT_CONTENT_DIR, seedContent } from '../../apps/server/src/content/seed';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import { finishRecords, users } from '../../apps/server/src/db/schema';
import { issueSession } from '../../apps/server/src/http/auth';
import { playableTask, taskIn } from '../../apps/server/src/learning/catalogue';
import { finishRecord } from '../../apps/server/src/learning/sample-record';
import {
  BENCH_ADMIN_URL,
  createScratchDatabase,
} from '../../apps/server/src/test/scratch-database';
import { count } from 'drizzle-orm';
import { writeResults, type Row } from '../results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50);
const FINISH = '/learning-service/api/web-ed/learning/minigame-finish';

interface Measure {
  rps: number;
  p99: number;
  requests: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function run(opts: autocannon.Options): Promise<Measure> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: r.requests.average,
        p99: r.latency.p99,
        requests: r.requests.total,
        errors: r.errors + r.non2xx + r.timeouts,
      });
    });
  });
}

async function helloWorld(): Promise<Measure> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await listen(app);
  await run({ url: `${url}/hello`, connections: CONNECTIONS, duration: 1 }); // warm-up
  const m = await run({ url: `${url}/hello`, connections: CONNECTIONS, duration: SECONDS });
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

async function ingestion(database: Database): Promise<Measure & { stored: number }> {
  await seedContent(database.db, DEFAULT_CONTENT_DIR, {
    info: () => {},
    warn: (m) => console.warn(m),
  });
  // Its students post far faster than people play: the per-student limit would measure 429s.
  const config = { ...loadConfig({ NODE_ENV: 'test' }), localSignIn: true, finishPerMinute: 1e9 };
  const app = await buildApp({ config, db: database.db, logger: false });
  const url = await listen(app);
  const students: { token: string; id: string }[] = [];
  // Students straight into the table (the sign-in route is rate limited), each with a session.
  for (let i = 0; i < STUDENTS; i++) {
    const [u] = await database.db
      .insert(users)
      .values({ name: `bench${i}` })
      .returning({ id: users.id });
    students.push({ id: u!.id, token: await issueSession(database.db, u!.id, new Date()) });
  }
  const row = await taskIn(database.db, 101, 'en', 10111);
  if (!row) throw new Error('Everyday English task 10111 is not seeded');
  const task = playableTask(row);
  let n = 0;
  const body = () => {
    const s = students[n % students.length]!;
    const record = finishRecord(task, {
      userId: s.id,
      session: `bench-${n}`,
      subjectId: 101,
      chapterId: 1011,
      correct: 1 + (n % 10),
      finishedAt: Date.now() - 1000,
    });
    n++;
    return { authorization: `Bearer ${s.token}`, body: JSON.stringify({ records: [record] }) };
  };
  const opts = (duration: number): autocannon.Options => ({
    url: `${url}${FINISH}`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const { authorization, body: b } = body();
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', authorization },
            body: b,
          };
        },
      },
    ],
  });
  await run(opts(1)); // warm-up
  const m = await run(opts(SECONDS));
  const stored = (await database.db.select({ n: count() }).from(finishRecords))[0]!.n;
  await app.close();
  await database.close();
  return { ...m, stored };
}

const hello = await helloWorld();
const results: [string, Measure & { stored: number }][] = [];
results.push(['PGlite', await ingestion(await openPglite(null))]);
try {
  results.push(['PostgreSQL', await ingestion(await postgresDatabase())]);
} catch (e) {
  console.warn(`PostgreSQL skipped: ${(e as Error).message}`);
}

// autocannon counts latency in whole milliseconds: a hello-world p99 of 0 would divide by zero.
const helloP99 = Math.max(hello.p99, 1);
const fmt = (x: number, d = 2) => x.toFixed(d);
console.log(
  `\nFinish-record ingestion, ${SECONDS} s each, ${CONNECTIONS} connections, ${STUDENTS} students, one complete 10-question play per request`,
);
console.log(
  `baseline: Fastify hello-world route, ${fmt(hello.rps, 0)} req/s, p99 ${hello.p99} ms (same run)\n`,
);
console.log('database     req/s vs hello   p99 vs hello   errors   stored');
for (const [name, m] of results) {
  console.log(
    `${name.padEnd(12)} ${fmt(m.rps / hello.rps, 4).padStart(12)}   ${`${fmt(m.p99 / helloP99, 1)}x`.padStart(12)}   ${String(m.errors).padStart(6)}   ${String(m.stored).padStart(6)}` +
      `   (${fmt(m.rps, 0)} req/s, p99 ${m.p99} ms)`,
  );
}
const [pglite, postgres] = [results[0]?.[1], results[1]?.[1]];
if (pglite && postgres)
  console.log(`\nPGlite / PostgreSQL throughput: ${fmt(pglite.rps / postgres.rps)}`);

const group = `ingestion (${SECONDS} s, ${CONNECTIONS} connections)`;
const rows = results.flatMap(([name, m]): Row[] => {
  const note = `${m.requests} requests, ${m.errors} errors, ${m.stored} stored`;
  return [
    {
      group,
      figure: `finish records req/s, ${name}`,
      value: m.rps,
      unit: 'req/s',
      baseline: 'Fastify hello-world',
      baselineValue: hello.rps,
      better: 'higher',
      note,
    },
    {
      group,
      figure: `finish records p99, ${name}`,
      value: m.p99,
      unit: 'ms',
      baseline: 'Fastify hello-world',
      baselineValue: helloP99,
      better: 'lower',
      note,
    },
  ];
});
if (pglite && postgres)
  rows.push({
    group,
    figure: 'finish records req/s, PGlite',
    value: pglite.rps,
    unit: 'req/s',
    baseline: 'PostgreSQL',
    baselineValue: postgres.rps,
    better: 'higher',
  });
writeResults('server', rows);
