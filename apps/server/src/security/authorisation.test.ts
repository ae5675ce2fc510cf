/**
 * Issue 11, item 3: for every route that reads or writes a student's data, a second student's
 * token gets 403 or 404 and nothing changes; missing, malformed, expired and deleted-account
 * tokens get 401 and nothing is written; the rate limits hold on sign-in, name validation, chat
 * and uploads. The routes come from the built app, so a route added without a case in
 * route-table.ts fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_VALIDITY_DAYS } from '@web-ed/engine';
import { DEFAULT_CONTENT_DIR, seedContent } from '../content/seed';
import { quiet } from '../routes/learning/test-support';
import { describeEachDb } from '../test/harness';
import { studentRows, writeMark } from './db-state';
import { routesOf } from './route-recorder';
import { ROUTES, type Request } from './route-table';
import { activityUpload, PNG_1X1 } from './upload-bodies';
import { buildWorld, C, L, U, type Caller, type World } from './world';

vi.mock('fastify', async (real) => (await import('./route-recorder')).recordingFastify(real));

const dataDir = mkdtempSync(join(tmpdir(), 'web-ed-authz-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DAY = 86_400_000;
const UNAUTHORIZED = {
  done: 0,
  bDone: false,
  error: 'unauthorized',
  message: 'Unauthorized request was made',
};
const AUTHENTICATED = Object.entries(ROUTES).flatMap(([key, c]) =>
  c.class === 'public' ? [] : [[key, c] as const],
);
const casesOf = <K extends 'own' | 'foreign' | 'privileged'>(k: K) =>
  Object.entries(ROUTES).flatMap(([key, c]) => (c.class === k ? [[key, c] as const] : [])) as [
    string,
    Extract<(typeof ROUTES)[string], { class: K }>,
  ][];

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Sends a table request; an event stream is read up to its head, then dropped. */
async function send(
  call: Caller,
  r: Request,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const opts = {
    method: r.method,
    url: r.url,
    payload: r.payload as string | object | Buffer | undefined,
    headers: { ...r.headers, ...headers },
    token,
  };
  if (!r.stream) return call(opts);
  const abort = new AbortController();
  const res = await call({ ...opts, payloadAsStream: true, signal: abort.signal });
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    abort.abort();
    return { statusCode: res.statusCode, headers: res.headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk as Buffer));
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: Buffer.concat(chunks).toString(),
  };
}

const expectNoSecrets = (w: World, res: Answer) => {
  for (const s of w.secrets) expect(res.body, `leaks ${s}`).not.toContain(s);
};

const expectRefusal = (res: Answer, statuses: number[]) => {
  expect(statuses, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(JSON.parse(res.body)).toMatchObject({
    done: 0,
    bDone: false,
    error: expect.any(String),
    message: expect.any(String),
  });
};

describeEachDb(
  'authorisation',
  (ctx) => {
    let w: World;
    let expired: string;
    let deleted: string;
    const from =
      (remoteAddress: string): Caller =>
      (opts) =>
        ctx.call({ ...opts, remoteAddress });
    const asB = from('10.2.0.2');
    const asA = from('10.2.0.1');
    const db = () => ctx.database.db;

    beforeAll(async () => {
      expired = await ctx.signIn();
      deleted = await ctx.signIn();
      const info = (token: string) =>
        ctx.call({ method: 'GET', url: `${U}/user/get-user-info`, token });
      // Both tokens work first: their 401s below come from the expiry and the deletion alone.
      expect((await info(expired)).statusCode).toBe(200);
      expect((await info(deleted)).statusCode).toBe(200);
      const gone = await ctx.call({
        method: 'POST',
        url: `${L}/learning/reset-account`,
        token: deleted,
        payload: { type: 'all' },
      });
      expect(gone.json()).toMatchObject({ data: { deleted: true } });
      ctx.clock.advance(LOGIN_VALIDITY_DAYS * DAY + 1000);
      await seedContent(ctx.database.db, DEFAULT_CONTENT_DIR, quiet, ctx.clock.now());
      w = await buildWorld(ctx, from('10.0.0.1'));
    }, 60_000);

    describe('the route table', () => {
      const registered = () => {
        return routesOf(ctx.app).flatMap((r) =>
          [r.method].flat().map((method) => ({
            key: `${method} ${r.url}`,
            method,
            url: r.url,
            auth: r.config?.auth === true,
          })),
        );
      };

      it('classifies every route of the app, public exactly when it takes no token', () => {
        const routes = registered().filter((r) => r.method !== 'HEAD');
        const missing = routes.filter((r) => !ROUTES[r.key]).map((r) => r.key);
        expect(missing, 'routes without a case in route-table.ts').toEqual([]);
        const wrong = routes
          .filter((r) => (ROUTES[r.key]?.class === 'public') === r.auth)
          .map((r) => `${r.key}: auth ${r.auth}, classified ${ROUTES[r.key]?.class}`);
        expect(wrong).toEqual([]);
        const keys = new Set(routes.map((r) => r.key));
        const stale = Object.entries(ROUTES)
          .filter(([k, c]) => !keys.has(k) && !(c.class === 'public' && c.onlyWithBuild))
          .map(([k]) => k);
        expect(stale, 'cases of routes the app does not have').toEqual([]);
      });

      it('a HEAD route authenticates like its GET route', () => {
        const all = registered();
        const auth = new Map(all.filter((r) => r.method === 'GET').map((r) => [r.url, r.auth]));
        for (const head of all.filter((r) => r.method === 'HEAD'))
          expect(head.auth, head.url).toBe(auth.get(head.url) ?? false);
      });
    });

    it("the checks can see: the secrets are A's data, and A's own write moves A's rows and the mark", async () => {
      const rows = await studentRows(db(), w.a.id);
      const own = await send(
        asA,
        { method: 'GET', url: `${C}/community/get-community?id=${w.community.privateId}` },
        w.a.token,
      );
      const held = JSON.stringify(rows) + own.body;
      for (const s of w.secrets) expect(held, s).toContain(s);
      const mark = await writeMark(db());
      const res = await send(
        asA,
        { method: 'POST', url: `${U}/user/set-user-preference`, payload: { current_subject: 201 } },
        w.a.token,
      );
      expect(res.statusCode).toBe(200);
      expect(await studentRows(db(), w.a.id)).not.toEqual(rows);
      expect(await writeMark(db())).not.toEqual(mark);
    });

    describe('a missing, malformed, expired or deleted-account token: 401, nothing written', () => {
      const tokens = (): [string, Record<string, string>][] => [
        ['no token', {}],
        ['garbage', { authorization: 'Bearer not-a-token' }],
        ['empty bearer', { authorization: 'Bearer ' }],
        ['wrong scheme', { authorization: `Basic ${w.a.token}` }],
        ['tampered', { authorization: `Bearer ${w.a.token.slice(0, -1)}x` }],
        [
          'JWT-looking',
          {
            authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.',
          },
        ],
        ['over-long', { authorization: `Bearer ${'a'.repeat(8192)}` }],
        ['garbage token header', { token: "' or 1=1 --" }],
        ['expired', { authorization: `Bearer ${expired}` }],
        ['deleted account', { authorization: `Bearer ${deleted}` }],
      ];
      // Each test compares the database with the mark the one before left (one read a test).
      let mark: Record<string, string>;
      beforeAll(async () => {
        mark = await writeMark(db());
      });

      for (const [i, [key, c]] of AUTHENTICATED.entries()) {
        it(key, async () => {
          // An address per route and token: the variants stay clear of the route's rate limit.
          const call = (v: number) => from(`10.1.${i}.${v + 1}`);
          const before = mark;
          try {
            const r = c.request(w);
            for (const [v, [name, headers]] of tokens().entries()) {
              const res = await send(call(v), r, undefined, headers);
              expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
              expect(JSON.parse(res.body), name).toMatchObject(UNAUTHORIZED);
            }
            if (r.method === 'GET')
              expect((await call(0)({ method: 'HEAD', url: r.url })).statusCode).toBe(401);
          } finally {
            mark = await writeMark(db());
          }
          expect(mark).toEqual(before);
        });
      }
    });

    describe("B's own calls neither read nor change A's data", () => {
      for (const [key, c] of casesOf('own')) {
        it(`${key}${c.note ? ` (${c.note})` : ''}`, async () => {
          const before = await studentRows(db(), w.a.id);
          const res = await send(asB, c.request(w), c.spare ? w.b.spareToken : w.b.token);
          expect(res.statusCode, res.body).toBe(c.status ?? 200);
          expectNoSecrets(w, res);
          expect(await studentRows(db(), w.a.id)).toEqual(before);
        });
      }
    });

    describe("B naming A's resource, or acting in a role B lacks: refused, nothing changes", () => {
      let mark: Record<string, string>;
      beforeAll(async () => {
        mark = await writeMark(db());
      });
      /** B's request is refused, A's rows stay, and nothing at all is written. */
      const refused = async (r: Request, check: (res: Answer) => void) => {
        const before = { rows: await studentRows(db(), w.a.id), mark };
        let res: Answer;
        try {
          res = await send(asB, r, w.b.token);
        } finally {
          mark = await writeMark(db());
        }
        check(res);
        expectNoSecrets(w, res);
        expect(await studentRows(db(), w.a.id)).toEqual(before.rows);
        expect(mark).toEqual(before.mark);
      };

      for (const [key, c] of casesOf('foreign'))
        it(`${key}: ${c.resource}`, () =>
          refused(c.request(w), (res) => {
            if (!c.refusal) return expectRefusal(res, [403, 404]);
            expect(res.statusCode, res.body).toBe(c.refusal.status);
            expect(JSON.parse(res.body)).toMatchObject(c.refusal.body);
          }));
      for (const [key, c] of casesOf('privileged'))
        it(`${key}: ${c.role}`, () => refused(c.request(w), (res) => expectRefusal(res, [403])));

      it('A reading the same ids succeeds: B was refused as not the owner, not for a bad id', async () => {
        for (const [key, c] of casesOf('foreign')) {
          const r = c.request(w);
          if (r.method !== 'GET' || r.stream) continue;
          expect((await send(asA, r, w.a.token)).statusCode, key).toBe(200);
        }
      });
    });

    it('/metrics answers no one without METRICS_TOKEN, a loopback caller included (a proxy on the same machine)', async () => {
      const outside = await from('203.0.113.9')({
        method: 'GET',
        url: '/metrics',
        token: w.a.token,
      });
      expect(outside.statusCode).toBe(404);
      expect((await from('127.0.0.1')({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await from('::1')({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    });

    describe('rate limits', () => {
      const limitOf = (method: string, url: string): number => {
        const route = routesOf(ctx.app).find((r) => r.method === method && r.url === url);
        const max = (route?.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit
          ?.max;
        if (typeof max !== 'number') throw new Error(`${method} ${url} has no rate limit`);
        return max;
      };
      let addresses = 0;
      const address = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;
      const signInFrom = async (call: Caller) => {
        const res = await call({
          method: 'POST',
          url: `${U}/auth/local-sign-in`,
          payload: { identity: `authz-rate-${Math.random().toString(36).slice(2)}@example.com` },
        });
        return (res.json() as { data: { token: string } }).data.token;
      };

      /** Sends `max` requests (none refused) then one more: 429 with the envelope and retry-after. */
      async function hammer(
        call: Caller,
        max: number,
        request: (i: number) => Request,
        token?: string,
      ) {
        for (let i = 0; i < max; i++) {
          const res = await send(call, request(i), token);
          expect(res.statusCode, `request ${i + 1} of ${max}: ${res.body}`).not.toBe(429);
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
        const over = await send(call, request(max), token);
        expect(over.statusCode, over.body).toBe(429);
        expect(JSON.parse(over.body)).toMatchObject({
          done: 0,
          bDone: false,
          error: expect.any(String),
        });
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      }

      const perAddress = (
        name: string,
        method: 'GET' | 'POST',
        url: string,
        request: (i: number) => Request,
        token?: () => Promise<string>,
      ) =>
        it(`${name}: per address`, async () => {
          const max = limitOf(method, url);
          const here = from(address());
          const t = token ? await token() : undefined;
          await hammer(here, max, request, t);
          const elsewhere = await send(from(address()), request(max + 1), t);
          expect(elsewhere.statusCode, elsewhere.body).not.toBe(429);
        });

      perAddress('local sign-in', 'POST', `${U}/auth/local-sign-in`, (i) => ({
        method: 'POST',
        url: `${U}/auth/local-sign-in`,
        payload: { identity: `authz-hammer-${i}@example.com` },
      }));
      perAddress('OpenID sign-in', 'POST', `${U}/auth/sign-in`, () => ({
        method: 'POST',
        url: `${U}/auth/sign-in`,
        payload: {},
      }));
      perAddress('OpenID authorize-url', 'GET', `${U}/auth/authorize-url`, () => ({
        method: 'GET',
        url: `${U}/auth/authorize-url?redirect_uri=nope`,
      }));
      /**
       * A signed-in route counts each student: refused from any address once over, while a
       * classmate on the same school network is not.
       */
      const perStudent = (
        name: string,
        method: 'GET' | 'POST',
        url: string,
        request: (i: number) => Request,
      ) =>
        it(`${name}: per student, whatever the address`, async () => {
          const max = limitOf(method, url);
          const here = from(address());
          const [student, classmate] = [await signInFrom(here), await signInFrom(here)];
          await hammer(here, max, request, student);
          expect((await send(from(address()), request(max + 1), student)).statusCode).toBe(429);
          const beside = await send(here, request(max + 2), classmate);
          expect(beside.statusCode, beside.body).not.toBe(429);
        });

      perStudent('name validation', 'POST', `${U}/auth/name-validation`, (i) => ({
        method: 'POST',
        url: `${U}/auth/name-validation`,
        payload: { name: `Name${i}x` },
      }));
      perStudent('fun activity upload', 'POST', `${L}/learning/task-upload`, () => ({
        method: 'POST',
        url: `${L}/learning/task-upload`,
        ...activityUpload(w.activity, 'r.png'),
      }));
      perStudent('community image upload', 'POST', `${C}/community/upload-image`, () => ({
        method: 'POST',
        url: `${C}/community/upload-image`,
        payload: PNG_1X1,
        headers: { 'content-type': 'image/png' },
      }));
      perStudent('the chat session’s refresh', 'POST', `${L}/refresh-chat-session`, () => ({
        method: 'POST',
        url: `${L}/refresh-chat-session`,
      }));
      // Empty text (the red dot's call) is not counted by the daily limit: only this one bites.
      perStudent('submit-chat', 'POST', `${L}/submit-chat`, () => ({
        method: 'POST',
        url: `${L}/submit-chat`,
        payload: { text: '' },
      }));

      it('every signed-in route counts per student, but the push subscription (a name lookup)', () => {
        const limited = routesOf(ctx.app).filter((r) => {
          const config = r.config as { auth?: boolean; rateLimit?: object } | undefined;
          return config?.auth === true && config.rateLimit !== undefined;
        });
        expect(limited.length).toBeGreaterThan(20);
        const perAddressOnly = limited
          .filter((r) => !('keyGenerator' in (r.config as { rateLimit: object }).rateLimit))
          .map((r) => `${r.method} ${r.url}`);
        expect(perAddressOnly).toEqual([`POST ${U}/notification/set-push-subscription`]);
      });

      it('submit-chat: the daily limit per student (403 chat_limit_reached, message code 6)', async () => {
        const daily = ctx.app.config.chat.dailyLimit;
        const here = from(address());
        const [student, classmate] = [await signInFrom(here), await signInFrom(here)];
        const say = (i: number): Request => ({
          method: 'POST',
          url: `${L}/submit-chat`,
          payload: { text: `halo ${i}` },
        });
        for (let i = 0; i < daily; i++)
          expect((await send(here, say(i), student)).statusCode).toBe(200);
        const over = await send(here, say(daily), student);
        expect(over.statusCode).toBe(403);
        expect(JSON.parse(over.body)).toMatchObject({
          done: 0,
          error: 'chat_limit_reached',
          message_code: 6,
        });
        expect((await send(here, say(0), classmate)).statusCode).toBe(200);
      });
    });
  },
  // Small chat limits, so both can be reached within the test's minute.
  { dataDir, chat: { dailyLimit: 3, perMinute: 6 } },
);
