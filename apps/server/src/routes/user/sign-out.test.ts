import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll, userRow } from '../learning/test-support';
import { SERVICE_PREFIX } from '../prefixes';

const U = SERVICE_PREFIX.user;

describeEachDb('auth/sign-out', (ctx) => {
  seedBeforeAll(ctx);
  const info = (token: string) =>
    ctx.call({ method: 'GET', url: `${U}/user/get-user-info`, token });
  const signOut = (token: string, payload: object = {}) =>
    ctx.call({ method: 'POST', url: `${U}/auth/sign-out`, token, payload });
  /** Another session of the same student, as from a second phone. */
  const signInAgain = async (id: string) => {
    const res = await ctx.call({
      method: 'POST',
      url: `${U}/auth/local-sign-in`,
      payload: { identity: (await userRow(ctx, id)).email },
    });
    return (res.json() as { data: { token: string } }).data.token;
  };

  it('ends the session it is sent with at once, and only that one', async () => {
    const student = await newStudent(ctx);
    const phone = await signInAgain(student.id);
    expect((await info(student.token)).statusCode).toBe(200);
    const res = await signOut(student.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sessions_ended: 1 });
    expect((await info(student.token)).statusCode).toBe(401);
    expect((await signOut(student.token)).statusCode).toBe(401);
    expect((await info(phone)).statusCode).toBe(200);
  });

  it('everywhere: true ends every session of the account, and no one else’s', async () => {
    const student = await newStudent(ctx);
    const other = await newStudent(ctx);
    const phone = await signInAgain(student.id);
    const res = await signOut(student.token, { everywhere: true });
    expect(res.json().data).toEqual({ sessions_ended: 2 });
    expect((await info(student.token)).statusCode).toBe(401);
    expect((await info(phone)).statusCode).toBe(401);
    expect((await info(other.token)).statusCode).toBe(200);
  });

  it('the sign-in sets the session as an HttpOnly cookie; sign-out ends it and the token alike', async () => {
    const student = await newStudent(ctx);
    const signIn = await ctx.call({
      method: 'POST',
      url: `${U}/auth/local-sign-in`,
      payload: { identity: (await userRow(ctx, student.id)).email },
    });
    const token = (signIn.json() as { data: { token: string } }).data.token;
    const cookie = signIn.cookies.find((c) => c.name === 'web_ed_session');
    expect(cookie).toMatchObject({
      value: token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 86_400,
    });
    expect(cookie?.secure, 'plain http here: Secure only over https').toBeFalsy();
    const withCookie = { cookie: `web_ed_session=${token}` };
    const byCookie = await ctx.call({
      method: 'GET',
      url: `${U}/user/get-user-info`,
      headers: withCookie,
    });
    expect(byCookie.statusCode, 'the cookie alone signs the browser in').toBe(200);
    const out = await ctx.call({
      method: 'POST',
      url: `${U}/auth/sign-out`,
      headers: withCookie,
      payload: {},
    });
    expect(out.json().data).toEqual({ sessions_ended: 1 });
    expect(out.cookies.find((c) => c.name === 'web_ed_session')).toMatchObject({
      value: '',
      maxAge: 0,
    });
    const again = (headers: Record<string, string>) =>
      ctx.call({ method: 'GET', url: `${U}/user/get-user-info`, headers });
    expect((await again(withCookie)).statusCode, 'the old cookie').toBe(401);
    expect((await again({ authorization: `Bearer ${token}` })).statusCode, 'the old token').toBe(
      401,
    );
    expect((await info(student.token)).statusCode, 'another session goes on').toBe(200);
  });
});

describeEachDb(
  'auth/sign-out at an https address',
  (ctx) => {
    seedBeforeAll(ctx);
    it('the session cookie is Secure', async () => {
      const student = await newStudent(ctx);
      const res = await ctx.call({
        method: 'POST',
        url: `${U}/auth/local-sign-in`,
        payload: { identity: (await userRow(ctx, student.id)).email },
      });
      expect(res.cookies.find((c) => c.name === 'web_ed_session')?.secure).toBe(true);
    });
  },
  { publicUrl: 'https://learn.example' },
);
