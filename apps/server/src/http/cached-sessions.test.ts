/**
 * The session cache as a student meets it: a second request costs no session look-up, and yet a
 * changed profile, a sign-out or an expired session shows at once.
 */
import { expect, it, vi } from 'vitest';
import { SERVICE_PREFIX } from '../routes/prefixes';
import { describeEachDb } from '../test/harness';
import { ENTRY_TTL_MS } from './session-cache';

const BOARD = `${SERVICE_PREFIX.user}/leaderboard/get-leaderboard`;
const UPDATE = `${SERVICE_PREFIX.user}/user/update-user-info`;
const SIGN_OUT = `${SERVICE_PREFIX.user}/auth/sign-out`;

describeEachDb('cached sessions', (ctx) => {
  /** The statements a call sends that read the sessions table. */
  async function sessionReads(call: () => Promise<unknown>): Promise<number> {
    const client = (ctx.database.db as unknown as { $client: object }).$client as {
      query: (...args: unknown[]) => unknown;
    };
    const spy = vi.spyOn(client, 'query');
    try {
      await call();
      return spy.mock.calls.filter((args) => /\bsessions\b/.test(JSON.stringify(args[0]))).length;
    } finally {
      spy.mockRestore();
    }
  }
  const board = (token: string) => ctx.call({ method: 'GET', url: BOARD, token });

  it('reads the session once, then answers from memory until the entry ages out', async () => {
    const token = await ctx.signIn();
    expect(await sessionReads(() => board(token))).toBe(1);
    expect(await sessionReads(() => board(token))).toBe(0);
    ctx.clock.advance(ENTRY_TTL_MS);
    expect(await sessionReads(() => board(token))).toBe(1);
  });

  it('shows a changed name on the very next request', async () => {
    const token = await ctx.signIn();
    expect((await board(token)).statusCode).toBe(200);
    const renamed = await ctx.call({
      method: 'POST',
      url: UPDATE,
      token,
      payload: { name: 'Dewi' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await board(token)).json().data.me.name).toBe('Dewi');
  });

  it('refuses a signed-out token at once, though it was cached', async () => {
    const token = await ctx.signIn();
    const other = await ctx.signIn('two-devices@example.com');
    const same = await ctx.signIn('two-devices@example.com');
    for (const t of [token, other, same]) expect((await board(t)).statusCode).toBe(200);
    expect((await ctx.call({ method: 'POST', url: SIGN_OUT, token, payload: {} })).statusCode).toBe(
      200,
    );
    expect((await board(token)).statusCode).toBe(401);
    const everywhere = { everywhere: true };
    const out = await ctx.call({
      method: 'POST',
      url: SIGN_OUT,
      token: other,
      payload: everywhere,
    });
    expect(out.json().data.sessions_ended).toBe(2);
    expect((await board(same)).statusCode).toBe(401);
  });

  it('refuses a cached session once it expires', async () => {
    const token = await ctx.signIn();
    expect((await board(token)).statusCode).toBe(200);
    ctx.clock.advance(31 * 86_400_000);
    expect((await board(token)).statusCode).toBe(401);
  });
});
