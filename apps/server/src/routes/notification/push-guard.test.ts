/**
 * Web Push as an attacker uses it (issue 20, item 1): endpoints on private, loopback, link-local
 * and cloud metadata addresses are refused before they are stored; a push never follows a
 * redirect; a student keeps at most push.maxSubscriptions subscriptions and gets at most
 * push.perMinute push requests a minute; remove-push-subscription's answer says nothing about
 * what a push service answered. On both databases.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { describeEachDb, testConfig, type TestContext } from '../../test/harness';
import { newStudent } from '../learning/test-support';
import { SERVICE_PREFIX } from '../prefixes';

const N = `${SERVICE_PREFIX.user}/notification`;
const CAP = 5;
const PER_MINUTE = 7;

let callers = 0;
/** From a new client address each time: the route's own rate limit is not under test here. */
const setSubscription = (ctx: TestContext, token: string, payload: object) =>
  ctx.call({
    method: 'POST',
    url: `${N}/set-push-subscription`,
    token,
    payload,
    remoteAddress: `10.77.${Math.floor(++callers / 250)}.${callers % 250}`,
  });

const rowsOf = (ctx: TestContext, userId: string) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

const INTERNAL_TARGETS = [
  'https://10.0.0.5:8443/admin',
  'https://192.168.1.1/',
  'https://172.17.0.1:2375/containers/json',
  'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'https://100.100.100.200/latest/meta-data/',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://[fe80::1]/',
  'https://[::ffff:169.254.169.254]/latest/meta-data/',
  'https://0.0.0.0:5432/',
  'https://[::]/',
];

describeEachDb(
  'Web Push through the outgoing-request guard (loopback allowed for the stand-in)',
  (ctx) => {
    let push: PushEndpoint;
    /** An internal service the server must never reach, and a push "service" redirecting to it. */
    let internalHits: string[];
    let internal: Server;
    let redirector: Server;
    let redirectorUrl: string;
    beforeAll(async () => {
      push = await startPushEndpoint();
      internalHits = [];
      internal = createServer((req, res) => {
        internalHits.push(`${req.method} ${req.url}`);
        res.end('secret');
      });
      await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
      const internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
      // /push/<status>/…: answers that redirect status (a 302 turns the POST into a GET).
      redirector = createServer((req, res) => {
        req.resume();
        const status = Number(/^\/push\/(\d{3})\//.exec(req.url ?? '')?.[1] ?? 302);
        res.writeHead(status, { location: `${internalUrl}/admin/delete-everything` }).end();
      });
      await new Promise<void>((r) => redirector.listen(0, '127.0.0.1', r));
      redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await push.close();
      internal.closeAllConnections();
      redirector.closeAllConnections();
      await new Promise((r) => internal.close(r));
      await new Promise((r) => redirector.close(r));
    });
    beforeEach(() => {
      push.status = 201;
    });

    it('refuses endpoints on internal and metadata addresses, in the envelope, and stores none', async () => {
      const s = await newStudent(ctx);
      for (const endpoint of INTERNAL_TARGETS) {
        const res = await setSubscription(ctx, s.token, { ...push.subscription(), endpoint });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json(), endpoint).toMatchObject({
          done: 0,
          error: 'invalid_endpoint',
          message_code: 3,
        });
      }
      // One message whatever the reason: the answer does not map the network.
      const messages = new Set<string>();
      for (const endpoint of [INTERNAL_TARGETS[0]!, 'https://nonexistent.invalid/x'])
        messages.add(
          (await setSubscription(ctx, s.token, { ...push.subscription(), endpoint })).json()
            .message,
        );
      expect(messages.size).toBe(1);
      expect(await rowsOf(ctx, s.id)).toEqual([]);
    });

    it('set-push-subscription (each call resolves a name) is rate-limited per address', async () => {
      const s = await newStudent(ctx);
      const payload = { ...push.subscription(), endpoint: 'https://10.0.0.1/x' };
      const from = (remoteAddress: string) =>
        ctx.call({
          method: 'POST',
          url: `${N}/set-push-subscription`,
          token: s.token,
          payload,
          remoteAddress,
        });
      for (let i = 0; i < 30; i++) expect((await from('10.78.0.1')).statusCode).toBe(400);
      const over = await from('10.78.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ done: 0, error: 'rate_limited' });
      expect((await from('10.78.0.2')).statusCode).toBe(400);
    });

    it('a push never follows a redirect to an internal address', async () => {
      const s = await newStudent(ctx);
      const statuses = [301, 302, 303, 307, 308];
      for (const status of statuses) {
        ctx.clock.advance(1_000);
        const res = await setSubscription(ctx, s.token, {
          ...push.subscription(),
          endpoint: `${redirectorUrl}/push/${status}/${s.id}`,
        });
        expect(res.statusCode).toBe(200);
      }
      const n = await notify(ctx.app, s.id, 'mission_reset');
      expect(await n!.pushed).toMatchObject({ sent: 0, failed: statuses.length });
      await new Promise((r) => setTimeout(r, 100));
      expect(internalHits).toEqual([]);
    });

    it('keeps the newest subscriptions per student, replacing the oldest; pushes are rate-limited', async () => {
      const s = await newStudent(ctx);
      const path = (i: number) => `/push/cap-${s.id}-${i}`;
      for (let i = 0; i < CAP + 3; i++) {
        ctx.clock.advance(1_000);
        expect((await setSubscription(ctx, s.token, push.subscription(path(i)))).statusCode).toBe(
          200,
        );
      }
      const kept = (await rowsOf(ctx, s.id)).map((r) => r.endpoint).sort();
      const newest = Array.from({ length: CAP }, (_, i) => i + 3); // the 3 oldest replaced
      expect(kept).toEqual(newest.map((i) => `${push.url}${path(i)}`).sort());

      // One notification: one request per kept device, never more.
      const before = push.received.length;
      const first = await notify(ctx.app, s.id, 'mission_reset');
      expect(await first!.pushed).toEqual({ sent: CAP, removed: 0, failed: 0, limited: 0 });
      // A second within the minute: the budget (PER_MINUTE) has PER_MINUTE - CAP left.
      const second = await notify(ctx.app, s.id, 'vote_concluded', { vote: 'x' });
      expect(await second!.pushed).toEqual({
        sent: PER_MINUTE - CAP,
        removed: 0,
        failed: 0,
        limited: 2 * CAP - PER_MINUTE,
      });
      expect(push.received.length - before).toBe(PER_MINUTE);
      // Another student's budget is their own.
      const t = await newStudent(ctx);
      await setSubscription(ctx, t.token, push.subscription(`/push/cap-${t.id}`));
      const theirs = await notify(ctx.app, t.id, 'mission_reset');
      expect((await theirs!.pushed).sent).toBe(1);
    });

    it("remove-push-subscription answers the same whether or not a push service's 404/410 removed the row", async () => {
      const s = await newStudent(ctx);
      const gone = `/push/probe-gone-${s.id}`;
      const alive = `/push/probe-alive-${s.id}`;
      await setSubscription(ctx, s.token, push.subscription(gone));
      push.status = 410;
      const n = await notify(ctx.app, s.id, 'mission_reset');
      expect((await n!.pushed).removed).toBe(1);
      push.status = 201;
      await setSubscription(ctx, s.token, push.subscription(alive));
      expect((await rowsOf(ctx, s.id)).map((r) => r.endpoint)).toEqual([`${push.url}${alive}`]);

      const remove = (endpoint: string) =>
        ctx.call({
          method: 'POST',
          url: `${N}/remove-push-subscription`,
          token: s.token,
          payload: { endpoint },
        });
      const a = await remove(`${push.url}${gone}`);
      const b = await remove(`${push.url}${alive}`);
      const c = await remove('https://never-subscribed.example/x');
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual(b.json());
      expect(a.json()).toEqual(c.json());
      expect(await rowsOf(ctx, s.id)).toEqual([]);
    });
  },
  { push: { maxSubscriptions: CAP, perMinute: PER_MINUTE } },
);

describeEachDb(
  'Web Push endpoints without the tests-only loopback setting',
  (ctx) => {
    it('refuses http and loopback endpoints, which the old check let through', async () => {
      expect(ctx.app.config.outgoing.allowLoopback).toBe(false);
      const s = await newStudent(ctx);
      const keys = {
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      };
      for (const endpoint of [
        'http://localhost:8080/push/1',
        'http://127.0.0.1:5432/',
        'http://[::1]:6379/',
        'https://127.0.0.1/push/1',
        'https://localhost/push/1',
        'http://push.example.com/x',
      ]) {
        const res = await setSubscription(ctx, s.token, { endpoint, keys });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().error, endpoint).toBe('invalid_endpoint');
      }
      expect(await rowsOf(ctx, s.id)).toEqual([]);
    });
  },
  { outgoing: { ...testConfig().outgoing, allowLoopback: false } },
);
