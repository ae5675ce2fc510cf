import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestIssuer } from '../../auth/test-issuer';
import { oauthStates, userIdentities, users } from '../../db/schema';
import { describeEachDb, type TestContext } from '../../test/harness';

const USER = '/user-service/api/web-ed';
const AUTHORIZE = `${USER}/auth/authorize-url`;
const PROVIDERS = AUTHORIZE.replace('authorize-url', 'providers');
const SIGN_IN = `${USER}/auth/sign-in`;
const INFO = `${USER}/user/get-user-info`;

// A real OpenID provider for the whole file, on 127.0.0.1 and a random port.
const issuer = await startTestIssuer();
afterAll(() => issuer.close());
const account = (sub: string, email: string | null, verified = true) =>
  issuer.accounts.set(sub, {
    sub,
    ...(email ? { email, email_verified: verified } : {}),
    name: sub,
  });
account('g-ayu', 'Ayu@Gmail.com');
account('g-budi', 'budi@gmail.com');
account('g-budi2', 'budi.second@gmail.com');
account('g-cici', 'cici@example.com');
account('g-dewi', 'dewi@gmail.com');
account('g-eko', 'eko@gmail.com');
account('g-fajar', 'fajar@gmail.com');
account('g-gita', null);
account('g-hana', 'hana@gmail.com', false);
const oidc = {
  issuer: issuer.issuer,
  clientId: issuer.clientId,
  clientSecret: issuer.clientSecret,
};

// A port nothing listens on: an unreachable issuer.
const closed = createServer();
await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
const closedPort = (closed.address() as AddressInfo).port;
await new Promise<void>((resolve) => closed.close(() => resolve()));

// Each test comes from its own address, so the routes' per-address rate limits never interfere.
let addresses = 0;
const newAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;

interface Started {
  url: string;
  state: string;
}

/** One browser: its address and the cookies the server set in it. */
function helpers(ctx: TestContext) {
  const ip = newAddress();
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const start = async (redirectUri = issuer.redirectUri): Promise<Started> => {
    const res = await ctx.call({
      method: 'GET',
      url: AUTHORIZE,
      query: { redirect_uri: redirectUri },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const c of res.cookies) jar.set(c.name, c.value);
    return (res.json() as { data: Started }).data;
  };
  /** The browser part: start, sign in at the provider as `sub`, come back with a code. */
  const codeFor = async (sub: string) => {
    const { url, state } = await start();
    const back = await issuer.login(url, sub);
    expect(back.searchParams.get('state')).toBe(state);
    return {
      code: back.searchParams.get('code') ?? '',
      state,
      iss: back.searchParams.get('iss') ?? '',
    };
  };
  const signIn = (payload: Record<string, unknown>) =>
    ctx.call({
      method: 'POST',
      url: SIGN_IN,
      payload,
      remoteAddress: ip,
      headers: jar.size ? { cookie: cookieHeader() } : {},
    });
  const userCount = async () => (await ctx.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const infoOf = async (token: string) =>
    (await ctx.call({ method: 'GET', url: INFO, token })).json().data as { id: string };
  return { start, codeFor, signIn, userCount, infoOf, jar };
}

describeEachDb(
  'auth/sign-in with a real OpenID provider',
  (ctx) => {
    it('auth/providers offers Google, cacheable, writing nothing', async () => {
      const before = await ctx.app.db.select().from(oauthStates);
      const res = await ctx.call({ method: 'GET', url: PROVIDERS });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ done: 1, data: { google: true } });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await ctx.app.db.select().from(oauthStates)).toEqual(before);
    });

    it('auth/authorize-url builds the provider URL (offline, consent, PKCE) and keeps its secrets server-side', async () => {
      const { start } = helpers(ctx);
      const { url, state } = await start();
      const u = new URL(url);
      expect(u.origin).toBe(issuer.issuer);
      const q = Object.fromEntries(u.searchParams);
      expect(q).toMatchObject({
        client_id: issuer.clientId,
        redirect_uri: issuer.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        access_type: 'offline',
        prompt: 'consent',
        code_challenge_method: 'S256',
        state,
      });
      expect(q.code_challenge).toMatch(/^[\w-]{43}$/);
      expect(q.nonce).toBeTruthy();
      expect(q).not.toHaveProperty('code_verifier');
      const [row] = await ctx.app.db.select().from(oauthStates).where(eq(oauthStates.state, state));
      expect(row).toMatchObject({ redirectUri: issuer.redirectUri, nonce: q.nonce });
      expect(row!.expiresAt.getTime() - ctx.clock.t).toBe(10 * 60_000);
    });

    it('auth/authorize-url refuses a missing or unusable redirect_uri', async () => {
      const ip = newAddress();
      const get = (query: Record<string, string>) =>
        ctx.call({ method: 'GET', url: AUTHORIZE, query, remoteAddress: ip });
      expect((await get({})).statusCode).toBe(400);
      for (const redirect_uri of [
        'not a url',
        'javascript:alert(1)',
        'https://web-ed.test/login/success/?a=1',
        'https://web-ed.test/x#y',
      ]) {
        const res = await get({ redirect_uri });
        expect(res.statusCode, redirect_uri).toBe(400);
        expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
      }
    });

    it('signs a new student in with a real code: User (auth) entity, a working token, the identity stored', async () => {
      const { codeFor, signIn, infoOf } = helpers(ctx);
      const { code, state } = await codeFor('g-ayu');
      const res = await signIn({
        code,
        state,
        redirect_uri: issuer.redirectUri,
        ga: 'GA1.1.123.456',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        done: 1,
        data: { email: 'ayu@gmail.com', shouldRegister: true },
      });
      const data = body.data as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual([
        'bearerToken',
        'createdAt',
        'email',
        'id',
        'lastLogin',
        'shouldRegister',
        'token',
      ]);
      expect(data.bearerToken).toBe(data.token);
      expect(data.createdAt).toBe(new Date(ctx.clock.t).toISOString());
      expect(data.lastLogin).toBe(new Date(ctx.clock.t).toISOString());
      expect((await infoOf(data.token as string)).id).toBe(data.id);
      const identities = await ctx.app.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, data.id as string));
      expect(identities).toEqual([
        expect.objectContaining({
          issuer: issuer.issuer,
          subject: 'g-ayu',
          email: 'ayu@gmail.com',
        }),
      ]);
      // The state is single use: gone.
      expect(
        await ctx.app.db.select().from(oauthStates).where(eq(oauthStates.state, state)),
      ).toEqual([]);
    });

    it('the same provider account signs in to the same student again, with or without iss', async () => {
      const { codeFor, signIn } = helpers(ctx);
      const first = await codeFor('g-dewi');
      const a = await signIn({
        code: first.code,
        state: first.state,
        redirect_uri: issuer.redirectUri,
      });
      ctx.clock.advance(60_000);
      const second = await codeFor('g-dewi');
      const b = await signIn({ ...second, redirect_uri: issuer.redirectUri });
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json().data.id).toBe(a.json().data.id);
      expect(b.json().data.lastLogin).toBe(new Date(ctx.clock.t).toISOString());
      expect(b.json().data.token).not.toBe(a.json().data.token);
    });

    it('a code or state used twice is refused with invalid_state', async () => {
      const { codeFor, signIn, userCount } = helpers(ctx);
      const c = await codeFor('g-eko');
      expect((await signIn({ ...c, redirect_uri: issuer.redirectUri })).statusCode).toBe(200);
      const before = await userCount();
      const again = await signIn({ ...c, redirect_uri: issuer.redirectUri });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ done: 0, error: 'invalid_state' });
      expect(await userCount()).toBe(before);
    });

    it('unknown, missing, expired or mismatched state: invalid_state, nothing written', async () => {
      const { start, codeFor, signIn, userCount } = helpers(ctx);
      const before = await userCount();
      const expectState = async (payload: Record<string, unknown>) => {
        const res = await signIn(payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ done: 0, error: 'invalid_state' });
      };
      await expectState({ code: 'abc', state: 'never-issued', redirect_uri: issuer.redirectUri });
      await expectState({ code: 'abc', redirect_uri: issuer.redirectUri });
      // Expired: the provider still gives a code, but the server forgot the sign-in after 10 minutes.
      const late = await codeFor('g-fajar');
      ctx.clock.advance(10 * 60_000 + 1);
      await expectState({ ...late, redirect_uri: issuer.redirectUri });
      // Issued for another redirect_uri.
      const other = await start('https://elsewhere.test/cb');
      await expectState({ code: 'abc', state: other.state, redirect_uri: issuer.redirectUri });
      expect(await userCount()).toBe(before);
    });

    it("a code and state from another browser are refused: no one is signed in to the attacker's account", async () => {
      const attacker = helpers(ctx);
      const victim = helpers(ctx);
      const before = await attacker.userCount();
      // The attacker signs in at the provider in their own browser, then sends the victim the
      // /login/success/ link with that code and state instead of using it.
      const stolen = await attacker.codeFor('g-ayu');
      const payload = { ...stolen, redirect_uri: issuer.redirectUri };
      const cold = await victim.signIn(payload);
      expect(cold.statusCode).toBe(400);
      expect(cold.json().error).toBe('invalid_state');
      // A victim who started a sign-in of their own holds a binding, but not this one.
      await victim.start();
      const mixed = await victim.signIn(payload);
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().error).toBe('invalid_state');
      expect(await attacker.userCount()).toBe(before);
      // The browser that started it still can: the refusals burned nothing.
      const own = await attacker.signIn(payload);
      expect(own.statusCode, own.body).toBe(200);
      const cookie = own.cookies.find((c) => c.name === attacker.jar.keys().next().value);
      expect(cookie?.value, 'the binding is cleared once used').toBe('');
    });

    it('the binding cookie is HttpOnly, SameSite=Lax, scoped to the sign-in routes and short-lived', async () => {
      const res = await ctx.call({
        method: 'GET',
        url: AUTHORIZE,
        query: { redirect_uri: issuer.redirectUri },
      });
      const [cookie] = res.cookies;
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: `${USER}/auth`,
        maxAge: 600,
      });
      // The state travels in URLs; the secret it is made from does not.
      expect(cookie!.value).not.toBe((res.json() as { data: Started }).data.state);
    });

    it('missing code or redirect_uri: incomplete_cred', async () => {
      const { start, signIn } = helpers(ctx);
      const { state } = await start();
      for (const payload of [
        { state, redirect_uri: issuer.redirectUri },
        { code: 'x', state },
        { code: '  ', state, redirect_uri: issuer.redirectUri },
        {},
      ]) {
        const res = await signIn(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          done: 0,
          error: 'incomplete_cred',
          message: expect.stringContaining('Incomplete credentials'),
        });
      }
      // The state survives a request that never got as far as using it.
      expect(
        await ctx.app.db.select().from(oauthStates).where(eq(oauthStates.state, state)),
      ).toHaveLength(1);
    });

    it('a code the provider refuses, or a wrong iss: invalid_token, nothing written', async () => {
      const { start, codeFor, signIn, userCount } = helpers(ctx);
      const before = await userCount();
      const { state } = await start();
      const bogus = await signIn({ code: 'made-up-code', state, redirect_uri: issuer.redirectUri });
      expect(bogus.statusCode, bogus.body).toBe(400);
      expect(bogus.json()).toMatchObject({ done: 0, error: 'invalid_token' });
      const real = await codeFor('g-cici');
      const mixedUp = await signIn({
        ...real,
        iss: 'https://evil.test',
        redirect_uri: issuer.redirectUri,
      });
      expect(mixedUp.statusCode, mixedUp.body).toBe(400);
      expect(mixedUp.json()).toMatchObject({ done: 0, error: 'invalid_token' });
      expect(await userCount()).toBe(before);
    });

    it('a malformed body is a 400 and writes nothing', async () => {
      const { signIn, userCount } = helpers(ctx);
      const before = await userCount();
      for (const payload of [
        { code: 'x', redirect_uri: issuer.redirectUri, state: 's', admin: true },
        { code: 12, redirect_uri: issuer.redirectUri },
        ['code', 'x'],
      ]) {
        const res = await signIn(payload as unknown as Record<string, unknown>);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ done: 0 });
      }
      expect(await userCount()).toBe(before);
    });

    it('token links the Google account to an existing local account, which keeps its data', async () => {
      const { codeFor, signIn, infoOf } = helpers(ctx);
      const local = await ctx.signIn('budi-local');
      const localId = (await infoOf(local)).id;
      const c = await codeFor('g-budi');
      const res = await signIn({ ...c, redirect_uri: issuer.redirectUri, token: local });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: localId, email: 'budi@gmail.com' });
      // Both ways in reach the same student now.
      expect((await infoOf(await ctx.signIn('budi-local'))).id).toBe(localId);
      const again = await codeFor('g-budi');
      expect((await signIn({ ...again, redirect_uri: issuer.redirectUri })).json().data.id).toBe(
        localId,
      );
      // Linking what is already linked is a plain sign-in.
      const relink = await codeFor('g-budi');
      expect(
        (await signIn({ ...relink, redirect_uri: issuer.redirectUri, token: local })).json().data
          .id,
      ).toBe(localId);
    });

    it('refuses a link with invalid_or_already_linked_email, and a dead token with invalid_token', async () => {
      const { codeFor, signIn, infoOf } = helpers(ctx);
      const refused = async (
        sub: string,
        token: string,
        error = 'invalid_or_already_linked_email',
      ) => {
        const c = await codeFor(sub);
        const res = await signIn({ ...c, redirect_uri: issuer.redirectUri, token });
        expect(res.statusCode, `${sub}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ done: 0, error });
      };
      const other = await ctx.signIn('someone-else');
      // g-ayu signed in on its own: it is another student's account.
      const ayu = await codeFor('g-ayu');
      expect((await signIn({ ...ayu, redirect_uri: issuer.redirectUri })).statusCode).toBe(200);
      await refused('g-ayu', other);
      // The email of g-cici is already another (local) account's.
      await ctx.signIn('cici@example.com');
      await refused('g-cici', other);
      // No email, or an unverified one.
      await refused('g-gita', other);
      await refused('g-hana', other);
      // budi-local is already linked to g-budi: a second Google account cannot join it.
      await refused('g-budi2', await ctx.signIn('budi-local'));
      await refused('g-budi2', 'not-a-session-token', 'invalid_token');
      // None of that touched the other account.
      const identities = await ctx.app.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, (await infoOf(other)).id));
      expect(identities.map((i) => i.issuer)).toEqual(['local']);
    });
  },
  { oidc },
);

describeEachDb(
  'auth/sign-in when the issuer cannot be reached',
  (ctx) => {
    it('answers 502 unknown_server for authorize-url and sign-in', async () => {
      const ip = newAddress();
      const url = await ctx.call({
        method: 'GET',
        url: AUTHORIZE,
        query: { redirect_uri: 'https://web-ed.test/login/success/' },
        remoteAddress: ip,
      });
      expect(url.statusCode).toBe(502);
      expect(url.json()).toMatchObject({ done: 0, error: 'unknown_server' });
      const now = new Date(ctx.clock.t);
      // A state this browser holds the binding of (the hash of its cookie's secret).
      const state = createHash('sha256').update('secret').digest('base64url');
      await ctx.app.db.insert(oauthStates).values({
        state,
        codeVerifier: 'v'.repeat(43),
        nonce: 'n',
        redirectUri: 'https://web-ed.test/login/success/',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      });
      const res = await ctx.call({
        method: 'POST',
        url: SIGN_IN,
        payload: { code: 'c', state, redirect_uri: 'https://web-ed.test/login/success/' },
        remoteAddress: ip,
        headers: { cookie: 'web_ed_oauth_binding=secret' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        done: 0,
        error: 'unknown_server',
        message: expect.stringContaining('Unknown server error'),
      });
    });
  },
  { oidc: { issuer: `http://127.0.0.1:${closedPort}`, clientId: 'x', clientSecret: 'y' } },
);

describeEachDb(
  'auth/sign-in when no issuer is configured',
  (ctx) => {
    it('offers no Google sign-in, and answers 503 unknown_server to it', async () => {
      const providers = await ctx.call({ method: 'GET', url: PROVIDERS });
      expect(providers.json()).toMatchObject({ done: 1, data: { google: false } });
      const res = await ctx.call({
        method: 'GET',
        url: AUTHORIZE,
        query: { redirect_uri: 'https://web-ed.test/login/success/' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ done: 0, error: 'unknown_server' });
      const signIn = await ctx.call({
        method: 'POST',
        url: SIGN_IN,
        payload: { code: 'c', state: 's', redirect_uri: 'https://web-ed.test/' },
      });
      expect(signIn.statusCode).toBe(503);
    });
  },
  { oidc: null },
);
