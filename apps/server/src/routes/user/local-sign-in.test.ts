import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { loadConfig, localSignInWarning } from '../../config';
import { seedCommunities } from '../../content/community';
import { seedClasses } from '../../content/learnalytics';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { communityMembers, redDots, userIdentities, userRoles, users } from '../../db/schema';
import { registerApiSchemas } from '../../http/response-schemas';
import { describeEachDb, type TestContext } from '../../test/harness';
import localSignIn from './local-sign-in';

const LOCAL = '/user-service/api/web-ed/auth/local-sign-in';
const USER_INFO = '/user-service/api/web-ed/user/get-user-info';

describeEachDb('auth/local-sign-in', (ctx) => {
  const userCount = async () => (await ctx.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it('creates a student on first sign-in and answers the User (auth) entity', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: LOCAL,
      payload: { identity: 'Wati@Example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      email: 'wati@example.com',
      shouldRegister: true,
      createdAt: new Date(ctx.clock.t).toISOString(),
    });
    expect(data.bearerToken).toBe(data.token);
    // Anyone can type any email: it is never a verified one.
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, data.id));
    expect(row?.emailVerified).toBe(false);
    const [identity] = await ctx.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, data.id));
    expect(identity).toMatchObject({ issuer: 'local', subject: 'wati@example.com' });
    // A new account sees the AI buddy's red dot.
    expect(
      await ctx.app.db
        .select({ key: redDots.key })
        .from(redDots)
        .where(eq(redDots.userId, data.id)),
    ).toEqual([{ key: 'red_dot_chat_buddy' }]);
  });

  it('a name without @ is an identity with no email', async () => {
    const res = await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'Putu' } });
    expect(res.json().data).toMatchObject({ email: null });
  });

  it('signing in again keeps createdAt and moves lastLogin', async () => {
    const first = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'rama' } })
    ).json().data;
    ctx.clock.advance(3_600_000);
    const second = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'RAMA' } })
    ).json().data;
    expect(second.id).toBe(first.id);
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.lastLogin).toBe(new Date(ctx.clock.t).toISOString());
  });

  it('refuses a malformed body with 400 and creates nobody', async () => {
    const before = await userCount();
    for (const payload of [
      {},
      { identity: 'ab' },
      { identity: ' padded ' },
      { identity: 42 },
      { identity: 'x'.repeat(255) },
      { identity: 'okay', extra: 1 },
    ]) {
      const res = await ctx.call({ method: 'POST', url: LOCAL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
    }
    expect(await userCount()).toBe(before);
  });
});

describeEachDb(
  'auth/local-sign-in turned off',
  (ctx) => {
    it('answers 403 local_sign_in_off and creates nobody', async () => {
      const res = await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'someone' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ done: 0, error: 'local_sign_in_off' });
      expect((await ctx.app.db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    });
  },
  { localSignIn: false },
);

describe('LOCAL_SIGN_IN', () => {
  const local = (env: NodeJS.ProcessEnv) => {
    const c = loadConfig(env);
    return { on: c.localSignIn, demo: c.demoSignIn, warning: localSignInWarning(c) };
  };

  it('is on by default only for a server that answers its own machine alone', () => {
    const off = { on: false, demo: false, warning: null };
    const on = { on: true, demo: true, warning: null };
    expect(local({})).toEqual(on);
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'])
      expect(local({ HOST }), HOST).toEqual(on);
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'learn.example.org'])
      expect(local({ HOST }), HOST).toEqual(off);
    // Loopback behind a reverse proxy is public too.
    expect(local({ TRUST_PROXY: '127.0.0.1' })).toEqual(off);
    expect(local({ NODE_ENV: 'production' })).toEqual(off);
  });

  it('LOCAL_SIGN_IN=on (or 1) turns it on anywhere, with a warning, and the demo accounts stay shut', () => {
    for (const LOCAL_SIGN_IN of ['on', '1', 'true', 'yes', 'ON']) {
      const c = local({ HOST: '0.0.0.0', LOCAL_SIGN_IN });
      expect(c, LOCAL_SIGN_IN).toMatchObject({ on: true, demo: false });
      expect(c.warning).toMatch(/listens on 0\.0\.0\.0, not on a loopback address/);
      expect(c.warning).toMatch(/anyone who reaches this server can sign in as any student/);
      expect(c.warning).not.toMatch(/demo accounts/);
    }
    expect(local({ TRUST_PROXY: '10.0.0.0/8', LOCAL_SIGN_IN: 'on' }).warning).toMatch(
      /TRUST_PROXY/,
    );
    expect(local({ NODE_ENV: 'production', LOCAL_SIGN_IN: '1' }).warning).toMatch(/production/);
    // On a loopback address, as the tests and the Playwright servers run it: no warning.
    expect(local({ LOCAL_SIGN_IN: '1' })).toEqual({ on: true, demo: true, warning: null });
  });

  it('LOCAL_SIGN_IN=demo also opens the demo accounts; off turns everything off', () => {
    const demo = local({ HOST: '0.0.0.0', LOCAL_SIGN_IN: 'demo' });
    expect(demo).toMatchObject({ on: true, demo: true });
    expect(demo.warning).toMatch(/demo accounts of the seeded content/);
    for (const LOCAL_SIGN_IN of ['off', '0', 'false', 'no'])
      expect(local({ LOCAL_SIGN_IN }), LOCAL_SIGN_IN).toEqual({
        on: false,
        demo: false,
        warning: null,
      });
    expect(() => loadConfig({ LOCAL_SIGN_IN: 'maybe' })).toThrow(
      /LOCAL_SIGN_IN must be on, off or demo/,
    );
  });

  it('the server logs the warning on start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    for (const [env, warned] of [
      [{ HOST: '0.0.0.0', LOCAL_SIGN_IN: 'on' }, true],
      [{ HOST: '0.0.0.0' }, false],
      [{ LOCAL_SIGN_IN: 'on' }, false],
    ] as const) {
      lines.length = 0;
      const app = Fastify({ logger: { level: 'warn', stream } });
      app.decorate('config', loadConfig(env));
      registerApiSchemas(app);
      await app.register(localSignIn);
      await app.ready();
      await app.close();
      const warning = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(
        warning.filter((l) => /Local sign-in is on/.test(l.msg)),
        JSON.stringify(env),
      ).toHaveLength(warned ? 1 : 0);
    }
  });
});

/** Seeds the content's demo classes and communities, as every start does. */
async function seedDemoContent(ctx: TestContext): Promise<void> {
  expect(await seedClasses(ctx.app.db, DEFAULT_CONTENT_DIR, ctx.clock.now())).toMatchObject({
    ok: true,
  });
  expect(await seedCommunities(ctx.app.db, DEFAULT_CONTENT_DIR, ctx.clock.now())).toMatchObject({
    ok: true,
  });
}

describeEachDb(
  'auth/local-sign-in on a public address with LOCAL_SIGN_IN=on',
  (ctx) => {
    beforeAll(() => seedDemoContent(ctx));

    it('never opens a demo account of the seeded content (community owner, teacher)', async () => {
      const before = await ctx.app.db.select({ n: count() }).from(users);
      for (const identity of [
        'demo-community-owner',
        'Demo-Teacher',
        'demo-partner',
        'demo-community-moderator',
      ]) {
        const res = await ctx.call({ method: 'POST', url: LOCAL, payload: { identity } });
        expect(res.statusCode, identity).toBe(403);
        expect(res.json(), identity).toMatchObject({ done: 0, error: 'local_sign_in_off' });
      }
      // Nor does it make a look-alike account under that name.
      expect(await ctx.app.db.select({ n: count() }).from(users)).toEqual(before);
    });

    it('still signs students in', async () => {
      const res = await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'siti' } });
      expect(res.statusCode).toBe(200);
    });
  },
  { host: '0.0.0.0', localSignIn: true, demoSignIn: false },
);

describeEachDb('auth/local-sign-in and the demo accounts on a loopback address', (ctx) => {
  let earlyToken = '';
  let earlyId = '';
  beforeAll(async () => {
    // Someone took the name of a demo account before the content named it (or an earlier version
    // seeded it as a local identity): the seed makes it the demo account and signs them out.
    const res = await ctx.call({
      method: 'POST',
      url: LOCAL,
      payload: { identity: 'demo-partner' },
    });
    earlyToken = res.json().data.token;
    earlyId = res.json().data.id;
    await seedDemoContent(ctx);
  });

  it('opens the seeded teacher and community owner, with their roles', async () => {
    const teacher = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'demo-teacher' } })
    ).json().data;
    const roles = await ctx.app.db.select().from(userRoles).where(eq(userRoles.userId, teacher.id));
    expect(roles.map((r) => r.role)).toEqual(['teacher']);
    const owner = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'demo-community-owner' } })
    ).json().data;
    const owned = await ctx.app.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.userId, owner.id), eq(communityMembers.role, 'owner')));
    expect(owned.length).toBeGreaterThan(0);
    const [identity] = await ctx.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, owner.id));
    expect(identity).toMatchObject({ issuer: 'demo', subject: 'demo-community-owner' });
  });

  it('a local account that held a demo name becomes the demo account, its sessions ended', async () => {
    expect((await ctx.call({ method: 'GET', url: USER_INFO, token: earlyToken })).statusCode).toBe(
      401,
    );
    const ids = await ctx.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'demo-partner'));
    expect(ids).toEqual([expect.objectContaining({ issuer: 'demo', userId: earlyId })]);
    const again = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'demo-partner' } })
    ).json().data;
    expect(again.id).toBe(earlyId);
  });
});
