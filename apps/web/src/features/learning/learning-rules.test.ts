import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, RequestTimeoutError } from '@web-ed/api-client';
import { fallsBackToDevice } from './learning-rules';

describe('reads with a copy on the device', () => {
  it('fall back only when no answer came', () => {
    expect(fallsBackToDevice(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(fallsBackToDevice(new RequestTimeoutError(10_000))).toBe(true);
    expect(
      fallsBackToDevice(new ApiError({ status: 404, error: 'chapter_not_found', message: '' })),
    ).toBe(false);
    expect(fallsBackToDevice(new ApiError({ status: 500, error: 'x', message: '' }))).toBe(false);
    expect(fallsBackToDevice(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
