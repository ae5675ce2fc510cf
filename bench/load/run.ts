/**
 * Load: simulated students on PostgreSQL, each going round the app's real call pattern (course
 * list, a chapter's tasks, a finished play, missions, the leaderboard, notifications) with a
 * think time between calls, against one server process or several behind a round-robin
 * balancer sharing Redis (--servers 2). Prints p50 and p99 per call and every error; exits 1 on
 * any error. Server processes are real (apps/server/src/main.ts); this process only sends.
 *
 *   npm run load                                   (1,000 students, 60 s, one server)
 * Think time 5 s ±50 % by default (--think-ms): a play takes minutes of reading and answering,
 * so even 5 s between two calls is a brisk student.
 *   npm run load -- --students 200 --seconds 10 --servers 2
 *   npm run load -- --capacity --seconds 30   the most students held (0 errors, every call's p99
 *     under HELD_P99_MS): runs at 250, 500, 1,000 … students until one fails (or 125, 63 … when
 *     250 fails), then the gap between the last held and the first failed halved down to 10 %.
 *   PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server (a temporary
 *   database, dropped after); Redis at REDIS_URL, else the local one (with --servers > 1).
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { issueSession } from '../../apps/server/src/http/auth';
import { playableTask, taskIn } from '../../apps/server/src/learning/catalogue';
import { finishRecord } from '../../apps/server/src/learning/sample-record';
import { SERVICE_PREFIX } from '../../apps/server/src/routes/prefixes';
import { roundRobin } from '../../apps/server/src/scale/round-robin';
import { freePort, startServer } from '../../apps/server/src/scale/server-process';
import {
  BENCH_ADMIN_URL,
  createScratchDatabase,
} from '../../apps/server/src/test/scratch-database';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    servers: { type: 'string', default: '1' },
    'think-ms': { type: 'string', default: '5000' },
    capacity: { type: 'boolean', default: false },
  },
});
const STUDENTS = Number(values.students);
const SECONDS = Number(values.seconds);
const SERVERS = Number(values.servers);
const THINK_MS = Number(values['think-ms']);
/** A run holds its students when every call's p99 stays under this, with 0 errors. */
const HELD_P99_MS = 250;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const { learning: L, user: U, mission: M } = SERVICE_PREFIX;
/** Everyday English, chapter 1011, task 10111: seeded from content-fixtures on start. */
const SUBJECT = 101;
const CHAPTER = 1011;
const TASK = 10111;

type Call =
  | 'get-subjects'
  | 'get-tasks'
  | 'minigame-finish'
  | 'get-missions'
  | 'leaderboard'
  | 'notifications';

interface Student {
  id: string;
  token: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const scratch = await createScratchDatabase('webed_load', BENCH_ADMIN_URL);
const env = {
  DATABASE_URL: scratch.url,
  LOCAL_SIGN_IN: '1',
  WEB_ROOT: join(tmpdir(), 'web-ed-no-front-end'),
  ...(SERVERS > 1
    ? { REDIS_URL, REDIS_PREFIX: `web-ed-load-${randomBytes(4).toString('hex')}:` }
    : {}),
};
const servers = await Promise.all(
  Array.from({ length: SERVERS }, async (_, i) =>
    startServer(await freePort(), {
      ...env,
      DATA_DIR: mkdtempSync(join(tmpdir(), `web-ed-load-${i}-`)),
    }),
  ),
);
const balancer = SERVERS > 1 ? await roundRobin(servers.map((s) => s.url)) : null;
const base = new URL(balancer?.url ?? servers[0]!.url);
const database = await openPostgres(scratch.url);

// Students straight into the table: sign-in is rate limited per address, and one machine
// sends for all of them. Made as runs need them.
const students: Student[] = [];
async function studentsUpTo(n: number): Promise<Student[]> {
  for (let i = students.length; i < n; i += 500) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, n - i) }, (_, j) => ({
          name: `Load ${i + j}`,
          country: 'ID',
        })),
      )
      .returning({ id: users.id });
    for (const r of rows)
      students.push({ id: r.id, token: await issueSession(database.db, r.id, new Date()) });
  }
  return students.slice(0, n);
}
const task = playableTask((await taskIn(database.db, SUBJECT, 'en', TASK))!);

const agent = new Agent({ keepAlive: true, maxSockets: 512 });
let latencies = new Map<Call, number[]>();
let errors: string[] = [];
let plays = 0;

function send(
  call: Call,
  student: Student,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<void> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${student.token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          const list = latencies.get(call) ?? [];
          list.push(performance.now() - started);
          latencies.set(call, list);
          if (res.statusCode !== 200)
            errors.push(`${call} ${res.statusCode} ${text.slice(0, 200)}`);
          resolve();
        });
      },
    );
    req.on('error', (e) => {
      errors.push(`${call} ${e.message}`);
      resolve();
    });
    req.end(payload);
  });
}

const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));

/** The calls of opening the app, playing a task and looking around, in a student's order. */
const ROUND: ((s: Student) => Promise<void>)[] = [
  (s) => send('get-subjects', s, 'GET', `${L}/learning/get-subjects`),
  (s) => send('get-tasks', s, 'GET', `${L}/learning/get-tasks?chapter_id=${CHAPTER}`),
  (s) => {
    plays++;
    const record = finishRecord(task, {
      userId: s.id,
      session: `load-${randomBytes(8).toString('hex')}`,
      subjectId: SUBJECT,
      chapterId: CHAPTER,
      correct: 1 + Math.floor(Math.random() * 10),
      finishedAt: Date.now() - 1000,
    });
    return send('minigame-finish', s, 'POST', `${L}/learning/minigame-finish`, {
      records: [record],
    });
  },
  (s) => send('get-missions', s, 'GET', `${M}/mission/get-missions`),
  (s) => send('leaderboard', s, 'GET', `${U}/leaderboard/get-leaderboard?scope=weekly`),
  (s) => send('notifications', s, 'GET', `${U}/notification/get-notifications`),
];

async function visit(s: Student, until: number): Promise<void> {
  // Students do not all arrive at once: the first call comes within one think time.
  await new Promise((r) => setTimeout(r, Math.random() * THINK_MS));
  for (let i = 0; Date.now() < until; i++) {
    await ROUND[i % ROUND.length]!(s);
    await think();
  }
}

interface Run {
  students: number;
  rows: { call: Call; requests: number; 'req/s': number; 'p50 ms': number; 'p99 ms': number }[];
  total: number;
  elapsed: number;
  plays: number;
  errors: string[];
  held: boolean;
}

async function run(n: number): Promise<Run> {
  const group = await studentsUpTo(n);
  latencies = new Map();
  errors = [];
  plays = 0;
  const started = Date.now();
  await Promise.all(group.map((s) => visit(s, started + SECONDS * 1000)));
  const elapsed = (Date.now() - started) / 1000;
  const rows = [...latencies].map(([call, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      call,
      requests: list.length,
      'req/s': Math.round(list.length / elapsed),
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
    };
  });
  const total = rows.reduce((t, r) => t + r.requests, 0);
  const held = errors.length === 0 && rows.every((r) => r['p99 ms'] < HELD_P99_MS);
  return { students: n, rows, total, elapsed, plays, errors, held };
}

function report(r: Run): void {
  console.table(r.rows);
  console.log(
    `${r.total} requests in ${r.elapsed.toFixed(1)} s (${Math.round(r.total / r.elapsed)} req/s), ${r.plays} plays, ${r.errors.length} errors` +
      (balancer ? `; per server: ${balancer.counts.join(' / ')}` : '') +
      `; every p99 under ${HELD_P99_MS} ms: ${r.rows.every((x) => x['p99 ms'] < HELD_P99_MS) ? 'yes' : 'no'}`,
  );
  for (const e of r.errors.slice(0, 20)) console.log(`  ${e}`);
}

const setting = `${SECONDS} s, ${SERVERS} server process${SERVERS > 1 ? 'es behind a round-robin balancer, one Redis' : ''}, PostgreSQL, think time ${THINK_MS} ms ±50 %`;
let failed: boolean;
if (values.capacity) {
  console.log(`capacity: ${setting}; held = 0 errors and every p99 under ${HELD_P99_MS} ms`);
  const runs: Run[] = [];
  const step = async (n: number) => {
    const r = await run(n);
    runs.push(r);
    const worst = Math.max(...r.rows.map((x) => x['p99 ms']));
    console.log(
      `  ${String(n).padStart(6)} students: ${r.held ? 'held  ' : 'failed'}  worst p99 ${worst.toFixed(0)} ms, ${r.errors.length} errors, ${Math.round(r.total / r.elapsed)} req/s`,
    );
    return r.held;
  };
  let good = 0;
  let bad = 0;
  if (await step(250)) {
    good = 250;
    for (let n = 500; n <= 64_000 && bad === 0; n *= 2) {
      if (await step(n)) good = n;
      else bad = n;
    }
  } else {
    bad = 250;
    for (let n = 125; n >= 15 && good === 0; n = Math.round(n / 2)) {
      if (await step(n)) good = n;
      else bad = n;
    }
  }
  while (bad > 0 && bad - good > Math.max(50, good / 10)) {
    const mid = Math.round((good + bad) / 2);
    if (await step(mid)) good = mid;
    else bad = mid;
  }
  console.log(`\nmost students held: ${good}${bad > 0 ? ` (${bad} failed)` : ''}`);
  const best = runs.find((r) => r.students === good);
  if (best) report(best);
  failed = good === 0;
} else {
  console.log(`load: ${STUDENTS} students, ${setting}`);
  const r = await run(STUDENTS);
  report(r);
  failed = r.errors.length > 0;
}

agent.destroy();
await balancer?.close();
await Promise.all(servers.map((s) => s.stop()));
await database.close();
await scratch.drop();
process.exit(failed ? 1 : 0);
