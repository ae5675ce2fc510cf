import { describe, it, expect } from 'vitest';
import { ApiError, isSuccess, unwrap } from './index';

describe('isSuccess', () => {
  it('reads done, bDone and iMessageCode', () => {
    expect(isSuccess({ done: 1, data: 1 })).toBe(true);
    expect(isSuccess({ done: 0, message_code: 2 })).toBe(false);
    expect(isSuccess({ bDone: true, iMessageCode: 1 })).toBe(true);
    expect(isSuccess({ bDone: false, iMessageCode: 1 })).toBe(false);
    expect(isSuccess({ iMessageCode: 1 })).toBe(true);
    expect(isSuccess({ iMessageCode: 0 })).toBe(false);
    // The server's error body says "not done" in both vocabularies.
    expect(isSuccess({ done: 0, bDone: false, iMessageCode: 1, message_code: 1 })).toBe(false);
    expect(isSuccess(null)).toBe(false);
    expect(isSuccess('done')).toBe(false);
  });
});

describe('unwrap', () => {
  it('returns data on success', () => {
    expect(unwrap({ done: 1, message_code: 0, data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('throws an ApiError carrying the envelope key, message and code', () => {
    const body = {
      done: 0 as const,
      message_code: 2,
      error: 'invalid_registration_name',
      message: 'Name contains a rude word',
      data: { valid: false, reason: 'rude' },
    };
    const error = (() => {
      try {
        unwrap(body);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      error: 'invalid_registration_name',
      message: 'Name contains a rude word',
      messageCode: 2,
      body,
    });
  });

  it('falls back to not_done and sMessage', () => {
    expect(() => unwrap({ bDone: false, iMessageCode: 4, sMessage: 'nope' } as never)).toThrow(
      expect.objectContaining({ error: 'not_done', message: 'nope', messageCode: 4 }),
    );
  });
});
