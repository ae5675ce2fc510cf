import { describe, expect, it, vi } from 'vitest';
import { registerWithRetry } from './service-worker';

describe('registerWithRetry', () => {
  it('retries 3 times 0.5 s apart, then gives up with null', async () => {
    const register = vi.fn(() => Promise.reject(new Error('busy')));
    const waits: number[] = [];
    const errors: number[] = [];
    const result = await registerWithRetry({
      register,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      onError: (_e, attempt) => errors.push(attempt),
    });
    expect(result).toBeNull();
    expect(register).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([500, 500, 500]);
    expect(errors).toEqual([0, 1, 2, 3]);
  });

  it('stops at the first success', async () => {
    let calls = 0;
    const result = await registerWithRetry({
      register: () => (++calls < 3 ? Promise.reject(new Error('x')) : Promise.resolve('reg')),
      sleep: () => Promise.resolve(),
    });
    expect(result).toBe('reg');
    expect(calls).toBe(3);
  });

  it('waits for real between attempts when no sleep is given', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const done = registerWithRetry({
        register: () => (++calls === 1 ? Promise.reject(new Error('x')) : Promise.resolve(1)),
      });
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await done).toBe(1);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
