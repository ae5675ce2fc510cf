import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { SERVICE_PREFIX } from '../prefixes';

describeEachDb('get-time', (ctx) => {
  it('answers the server time without sign-in, under the learning and the user service', async () => {
    for (const prefix of [SERVICE_PREFIX.learning, SERVICE_PREFIX.user]) {
      const res = await ctx.call({ method: 'GET', url: `${prefix}/get-time` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ done: 1, message_code: 0, data: { server_time: ctx.clock.t } });
    }
    ctx.clock.advance(1234);
    expect(
      (await ctx.call({ method: 'GET', url: `${SERVICE_PREFIX.learning}/get-time` })).json().data
        .server_time,
    ).toBe(ctx.clock.t);
  });
});
