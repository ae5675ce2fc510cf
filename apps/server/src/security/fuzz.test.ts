/**
 * Issue 11, item 2: every route of the app gets FUZZ_RUNS generated requests on each database
 * (`npm run fuzz`: 10,000): well-formed ones from the route's schema, so the handler runs, and
 * hostile ones (huge strings, deep nesting, wrong types, awkward unicode, prototype-pollution
 * keys, SQL and script fragments, raw bodies under random content types, missing or garbage
 * tokens). For each request: no 5xx, an answer within ANSWER_MS, the app still answering after,
 * Object.prototype untouched, and nothing written when the answer is a 4xx. A table of counts per
 * route is printed after each database.
 *
 * One database only (the full run takes hours on 2 cores: about 7 ms a request):
 *   npm run fuzz -- -t postgres        npm run fuzz -- -t pglite
 *
 * A failure prints its seed; the same requests again (the database may hold less, as the routes
 * before it do not run):
 *   FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run apps/server/src/security/fuzz.test.ts -t '<route>'
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { startTestIssuer } from '../auth/test-issuer';
import { DEFAULT_CONTENT_DIR, seedContent } from '../content/seed';
import { projectSchemas } from '../http/validation';
import { createTestDatabase, describeEachDb, testConfig } from '../test/harness';
import {
  installWriteLog,
  knownValuesReader,
  takeWrites,
  WRITES_ALLOWED_ON_REFUSAL,
} from './fuzz-database';
import { routesOf } from './route-recorder';
import { buildWorld } from './world';
import {
  requestArbitrary,
  type FuzzContext,
  type FuzzRequest,
  type FuzzRoute,
} from './fuzz-requests';
import type { JsonSchemaObject, KnownValues } from './schema-arbitrary';

/** Requests per route and database: a few in `npm test`, 10,000 in `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests generated at a time: huge strings are among them, so not all 10,000 at once. */
const BATCH = 100;
/** A request not answered in this time is a hang. */
const ANSWER_MS = 30_000;
/** An event stream is read until it ends or stays quiet this long, then the client goes away. */
const STREAM_QUIET_MS = 50;
/** Requests described in full when a route fails (the others are counted). */
const DESCRIBED = 5;

vi.mock('fastify', async (real) => (await import('./route-recorder')).recordingFastify(real));

/** The routes no request of the fuzzer reaches our code through, and why; all others are fuzzed. */
function skipReason(method: string, url: string): string | null {
  if (method === 'HEAD') return 'runs the GET handler: 1 in 10 of the GET route requests are HEAD';
  if (method === 'OPTIONS')
    return "@fastify/cors's preflight; the CORS check itself sees a fuzzed origin on every request";
  if (url === '/docs' || url.startsWith('/docs/'))
    return "Swagger UI's static files and the OpenAPI document generated from the schemas";
  return null;
}

async function listRoutes(): Promise<FuzzRoute[]> {
  const database = await createTestDatabase('pglite');
  const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
  await app.ready();
  await app.close();
  await database.close();
  const routes: FuzzRoute[] = [];
  for (const r of routesOf(app)) {
    for (const method of [r.method].flat() as string[]) {
      if (skipReason(method, r.url)) continue;
      if (method !== 'GET' && method !== 'POST')
        throw new Error(`fuzz: no requests for ${method} ${r.url}`);
      const schema = (r.schema ?? {}) as FuzzRoute['schema'] & { consumes?: string[] };
      routes.push({
        method,
        url: r.url,
        schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
        auth: r.config?.auth === true,
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
      });
    }
  }
  // reset-account {type: 'all'} deletes the student and everything they own: last, so the routes
  // before it run with the world's student A (see beforeAll).
  const last = (r: FuzzRoute) => r.url.endsWith('/reset-account');
  return [...routes.filter((r) => !last(r)), ...routes.filter(last)];
}

const ROUTES = await listRoutes();
const schemas = projectSchemas() as JsonSchemaObject[];
// Uploads land here, not in the checkout's data folder.
const dataDir = mkdtempSync(join(tmpdir(), 'web-ed-fuzz-'));
// A real OpenID provider, so auth/sign-in and authorize-url run their code, not a 503 "not
// configured".
const issuer = await startTestIssuer();
afterAll(async () => {
  await issuer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_MS} ms: ${what}`)), ANSWER_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The body; an event stream until it ends or goes quiet (a live feed never ends). */
function readBody(stream: Readable, eventStream: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let quiet: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(quiet);
      resolve(Buffer.concat(chunks).toString());
    };
    const wait = () => {
      if (!eventStream) return;
      clearTimeout(quiet);
      quiet = setTimeout(finish, STREAM_QUIET_MS);
    };
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      wait();
    });
    stream.on('end', finish);
    stream.on('error', reject);
    wait();
  });
}

async function send(app: FastifyInstance, req: FuzzRequest, token: string): Promise<Answer> {
  const headers = { ...req.headers };
  if (req.auth.kind === 'student') headers.authorization = `Bearer ${token}`;
  if (req.auth.kind === 'garbage') headers[req.auth.header] = req.auth.value;
  const abort = new AbortController();
  const res = await app.inject({
    method: req.method,
    url: req.url,
    headers,
    payload: req.payload,
    remoteAddress: req.remoteAddress,
    payloadAsStream: true,
    signal: abort.signal,
  });
  const eventStream = String(res.headers['content-type']).startsWith('text/event-stream');
  const body = await readBody(res.stream(), eventStream);
  // Closes a stream still open, as a client going away does.
  if (eventStream) abort.abort();
  return { status: res.statusCode, body };
}

/** The request in a few lines, long values cut. */
function describeRequest(req: FuzzRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const payload =
    req.payload === undefined
      ? ''
      : Buffer.isBuffer(req.payload)
        ? `\n  body: ${req.payload.length} bytes ${cut(req.payload.toString('latin1'))}`
        : `\n  body: ${cut(req.payload)}`;
  return (
    `${req.method} ${cut(req.url)} (${req.shape}, token: ${req.auth.kind})` +
    `\n  headers: ${cut(JSON.stringify(req.headers))}${payload}`
  );
}

interface RouteStats {
  route: string;
  sent: number;
  statuses: Map<number, number>;
  serverErrors: number;
  refusedWithWrite: number;
  ms: number;
}

function printTable(kind: string, all: RouteStats[]): void {
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(68) : i === 6 ? c : c.padStart(8))).join(' ');
  const between = (s: RouteStats, from: number, to: number) =>
    [...s.statuses].filter(([k]) => k >= from && k < to).reduce((n, [, v]) => n + v, 0);
  const sum = (f: (s: RouteStats) => number) => String(all.reduce((n, s) => n + f(s), 0));
  const fourxx = (statuses: Map<number, number>) =>
    [...statuses]
      .filter(([k]) => k >= 400 && k < 500)
      .sort(([a], [b]) => a - b)
      .map(([k, v]) => `${k}×${v}`)
      .join(' ');
  const everyStatus = new Map<number, number>();
  for (const s of all)
    for (const [k, v] of s.statuses) everyStatus.set(k, (everyStatus.get(k) ?? 0) + v);
  const out = [
    `fuzz [${kind}]: ${all.length} routes, ${RUNS} requests each, seed ${SEED}`,
    line(['route', 'sent', '2xx/3xx', '5xx', 'refused+write', 'ms', '  4xx by status']),
    ...all.map((s) =>
      line([
        s.route,
        String(s.sent),
        String(between(s, 200, 400)),
        String(s.serverErrors),
        String(s.refusedWithWrite),
        String(s.ms),
        `  ${fourxx(s.statuses)}`,
      ]),
    ),
    line([
      'total',
      sum((s) => s.sent),
      sum((s) => between(s, 200, 400)),
      sum((s) => s.serverErrors),
      sum((s) => s.refusedWithWrite),
      sum((s) => s.ms),
      `  ${fourxx(everyStatus)}`,
    ]),
  ];
  console.log(out.join('\n'));
}

/** A seed of its own per route, so a route's requests do not depend on which routes ran before. */
function routeSeed(route: string): number {
  let h = SEED | 0;
  for (const c of route) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

describeEachDb(
  'fuzz',
  (ctx) => {
    const stats: RouteStats[] = [];
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join();
    let token = '';
    let students = 0;
    let readKnown: () => Promise<KnownValues>;
    let known: KnownValues;
    /** Rows were written since `known` was read. */
    let wrote = false;

    // A new student when A's account is gone, signed in from an address of its own (sign-in is
    // rate limited).
    async function newStudent(): Promise<string> {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/user-service/api/web-ed/auth/local-sign-in',
        payload: { identity: `fuzz${++students}-${ctx.kind}@example.com` },
        remoteAddress: `192.0.2.${students % 250}`,
      });
      expect(res.statusCode).toBe(200);
      await takeWrites(ctx.database.db);
      return (res.json() as { data: { token: string } }).data.token;
    }

    /** The problems of one answer, checked against the database and the process. */
    async function problemsOf(answer: Answer): Promise<string[]> {
      const problems: string[] = [];
      const writes = await takeWrites(ctx.database.db);
      wrote ||= writes.length > 0;
      if (answer.status >= 500) problems.push(`answered ${answer.status}`);
      const refusedWrites = writes.filter((w) => !(w in WRITES_ALLOWED_ON_REFUSAL));
      if (answer.status >= 400 && refusedWrites.length > 0)
        problems.push(
          `answered ${answer.status} but wrote ${[...new Set(refusedWrites)].join(', ')}`,
        );
      if (Object.getOwnPropertyNames(Object.prototype).sort().join() !== prototypeKeys)
        problems.push('Object.prototype was polluted');
      const health = await withTimeout(
        ctx.app.inject({ method: 'GET', url: '/healthz' }),
        'GET /healthz',
      );
      if (health.statusCode !== 200) problems.push(`then /healthz answered ${health.statusCode}`);
      return problems;
    }

    beforeAll(async () => {
      const quiet = { info: () => {}, warn: () => {} };
      await seedContent(ctx.database.db, DEFAULT_CONTENT_DIR, quiet, ctx.clock.now());
      // The authorisation suite's world: student A owns a community with posts, a hidden post
      // and its appeal, a chat, a class, purchases, plays… Fuzzed as A, with those ids among the
      // known values, requests get past the lookups into the handlers' own rules.
      token = (await buildWorld(ctx, ctx.call)).a.token;
      await installWriteLog(ctx.database.db);
      readKnown = await knownValuesReader(ctx.database.db, DEFAULT_CONTENT_DIR);
      known = await readKnown();
    }, 120_000);
    afterAll(() => printTable(ctx.kind, stats));

    for (const route of ROUTES) {
      const name = `${route.method} ${route.url}`;
      it(
        name,
        async () => {
          const started = Date.now();
          // What the routes before created (posts, codes) is fair game: read again after writes.
          if (wrote) [known, wrote] = [await readKnown(), false];
          const fuzz: FuzzContext = { schemas, known };
          const requests = requestArbitrary(route, fuzz);
          const s: RouteStats = {
            route: name,
            sent: 0,
            statuses: new Map(),
            serverErrors: 0,
            refusedWithWrite: 0,
            ms: 0,
          };
          stats.push(s);
          const described: string[] = [];
          let failed = 0;
          const seed = routeSeed(name);
          sending: for (let b = 0; b * BATCH < RUNS; b++) {
            const batch = fc.sample(requests, {
              seed: seed + b,
              numRuns: Math.min(BATCH, RUNS - b * BATCH),
            });
            for (const [i, req] of batch.entries()) {
              const where = `request ${b * BATCH + i} (FUZZ_SEED=${SEED})`;
              let answer: Answer;
              try {
                answer = await withTimeout(send(ctx.app, req, token), name);
              } catch (error) {
                // A hang or a crash of the request: the app's state is unknown, stop here.
                failed++;
                described.push(`${where}: ${String(error)}\n  ${describeRequest(req)}`);
                break sending;
              }
              s.sent++;
              // A served request lets the event loop turn; a loop of awaited injects on PGlite
              // (in-process, no I/O) never would, and Node's setImmediate work would pile up.
              await setImmediate();
              s.statuses.set(answer.status, (s.statuses.get(answer.status) ?? 0) + 1);
              const problems = await problemsOf(answer);
              if (answer.status >= 500) s.serverErrors++;
              if (problems.some((p) => p.includes('but wrote'))) s.refusedWithWrite++;
              if (problems.length && ++failed <= DESCRIBED) {
                described.push(
                  `${where}: ${problems.join('; ')}\n  ${describeRequest(req)}` +
                    `\n  answer: ${answer.body.slice(0, 500)}`,
                );
              }
              // The student's account is gone (reset-account all): sign in a new one.
              if (req.auth.kind === 'student' && answer.status === 401) token = await newStudent();
            }
          }
          s.ms = Date.now() - started;
          expect(
            failed,
            `${name}: ${failed} of ${s.sent} requests failed; the first:\n${described.join('\n')}`,
          ).toBe(0);
        },
        60_000 + RUNS * 500,
      );
    }
  },
  {
    dataDir,
    oidc: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
  },
);
