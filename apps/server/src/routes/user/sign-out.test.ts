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
});
