import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';

const INFO = '/user-service/api/web-ed/user/get-user-info';

describeEachDb('get-user-info', (ctx) => {
  it('answers the signed-in student with defaults of section 3', async () => {
    const token = await ctx.signIn('ayu@example.com');
    const res = await ctx.call({ method: 'GET', url: INFO, token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      done: 1,
      data: {
        points: 0,
        diamond: 0,
        votes: 0,
        current_avatar: 0,
        avatar_list: [],
        statistics: { exercise_completed: 0, learning_streak: 0 },
      },
    });
  });

  it('accepts the token in a header named token too', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call({ method: 'GET', url: INFO, headers: { token } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown one, and after 30 days', async () => {
    expect((await ctx.call({ method: 'GET', url: INFO })).statusCode).toBe(401);
    const unknown = await ctx.call({ method: 'GET', url: INFO, token: 'nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      done: 0,
      error: 'unauthorized',
      message: 'Unauthorized request was made',
    });
    const token = await ctx.signIn();
    ctx.clock.advance(29 * 86_400_000);
    expect((await ctx.call({ method: 'GET', url: INFO, token })).statusCode).toBe(200);
    ctx.clock.advance(2 * 86_400_000);
    expect((await ctx.call({ method: 'GET', url: INFO, token })).statusCode).toBe(401);
  });

  it('signing in again as the same person gives the same user', async () => {
    const a = await ctx.signIn('Same@Example.com');
    const b = await ctx.signIn('same@example.com');
    const idOf = async (t: string) =>
      (await ctx.call({ method: 'GET', url: INFO, token: t })).json().data.id;
    expect(await idOf(a)).toBe(await idOf(b));
  });
});
