/**
 * `iMessageCode: 1` is the spec's success code (section 3): the outbox removes finish records on
 * it. No error body may carry it, whatever produced the error.
 */
import { describe, expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';
import { ApiError, errorBody, MESSAGE_CODE, SUCCESS_I_MESSAGE_CODE } from './envelope';

const L = '/learning-service/api/web-ed';
const U = '/user-service/api/web-ed';

describe('errorBody', () => {
  it('says "not done" in both envelopes, and never iMessageCode 1', () => {
    expect(MESSAGE_CODE.generic).not.toBe(SUCCESS_I_MESSAGE_CODE);
    for (const e of [
      new ApiError(500, 'unknown_server', 'Unknown server error'),
      new ApiError(403, 'forbidden', 'no', MESSAGE_CODE.generic),
      // Name validation's "format" code is 1 (section 5): kept as message_code only.
      new ApiError(200, 'invalid_registration_name', 'format', 1),
    ]) {
      const body = errorBody(e);
      expect(body).toMatchObject({ done: 0, bDone: false, error: e.error, message: e.message });
      expect(body.iMessageCode).not.toBe(SUCCESS_I_MESSAGE_CODE);
    }
    expect(errorBody(new ApiError(200, 'invalid_registration_name', 'x', 1))).toMatchObject({
      message_code: 1,
      iMessageCode: MESSAGE_CODE.generic,
    });
    expect(errorBody(new ApiError(404, 'x', 'y', MESSAGE_CODE.notFound))).toMatchObject({
      message_code: 4,
      iMessageCode: 4,
    });
  });
});

describeEachDb('error bodies on the wire', (ctx) => {
  it('no error the server answers carries iMessageCode 1', async () => {
    const token = await ctx.signIn();
    const answers = [
      // Unknown route (404), no token (401), a body failing its schema (400).
      await ctx.call({ method: 'GET', url: `${L}/learning/no-such-route` }),
      await ctx.call({ method: 'GET', url: `${L}/learning/get-subjects` }),
      await ctx.call({ method: 'POST', url: `${L}/learning/set-like`, token, payload: {} }),
      // Fastify's own refusals: not JSON (400), a media type no route reads (415), too large (413).
      await ctx.call({
        method: 'POST',
        url: `${L}/learning/set-like`,
        token,
        headers: { 'content-type': 'application/json' },
        payload: '{"task_id":',
      }),
      await ctx.call({
        method: 'POST',
        url: `${L}/learning/set-like`,
        token,
        headers: { 'content-type': 'text/csv' },
        payload: 'task_id\n1',
      }),
      await ctx.call({
        method: 'POST',
        url: `${L}/learning/set-like`,
        token,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ task_id: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 401, 400, 400, 415, 413]);
    for (const a of answers) {
      expect(a.json(), a.body).toMatchObject({ done: 0, bDone: false, error: expect.any(String) });
      expect(a.json().iMessageCode, a.body).not.toBe(1);
      expect(a.json().message_code, a.body).not.toBe(1);
    }
    // A "not done" answer with HTTP 200: name validation's format error is message_code 1.
    const name = await ctx.call({
      method: 'POST',
      url: `${U}/auth/name-validation`,
      token,
      payload: { name: 'ab' },
    });
    expect(name.statusCode).toBe(200);
    expect(name.json()).toMatchObject({ done: 0, bDone: false, message_code: 1 });
    expect(name.json().iMessageCode).not.toBe(1);
  });
});
