import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { VERSION_CHECK } from '@web-ed/engine';
import {
  applyResult,
  decideCheck,
  initialState,
  startVersionChecks,
  VERSION_CHECK_KEY,
  type VersionCheckMemory,
} from './version-check';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 1);

describe('decideCheck / applyResult', () => {
  it('checks by default', () => {
    expect(decideCheck(initialState(), T0, '3.2.0')).toEqual({ action: 'check' });
  });

  it('skips within 1 min of an applied update, and within 30 min of a confirmation', () => {
    const updated = initialState({
      confirmedAt: null,
      confirmedVersion: null,
      updateAppliedAt: T0,
    });
    expect(decideCheck(updated, T0 + MIN - 1, '3.2.0')).toEqual({
      action: 'skip',
      reason: 'recently-updated',
    });
    expect(decideCheck(updated, T0 + MIN, '3.2.0')).toEqual({ action: 'check' });

    const confirmed = initialState({
      confirmedAt: T0,
      confirmedVersion: '3.2.0',
      updateAppliedAt: null,
    });
    expect(decideCheck(confirmed, T0 + 30 * MIN - 1, '3.2.0')).toEqual({
      action: 'skip',
      reason: 'recently-confirmed',
    });
    expect(decideCheck(confirmed, T0 + 30 * MIN, '3.2.0')).toEqual({ action: 'check' });
    // A confirmation of another (older) version says nothing about this one.
    expect(decideCheck(confirmed, T0 + 1, '3.3.0')).toEqual({ action: 'check' });
    // A clock set back before the stored time does not block checks forever.
    expect(decideCheck(confirmed, T0 - 1, '3.2.0')).toEqual({ action: 'check' });
  });

  it('stops after 3 consecutive up-to-date results', () => {
    let state = initialState();
    for (let i = 1; i <= 3; i++) {
      const next = applyResult(state, { ok: true, version: '3.2.0' }, T0 + i, '3.2.0');
      expect(next.effect).toBeNull();
      state = next.state;
      expect(state.upToDateStreak).toBe(i);
      expect(state.memory).toMatchObject({ confirmedAt: T0 + i, confirmedVersion: '3.2.0' });
    }
    expect(state.stopped).toBe(true);
    expect(decideCheck(state, T0 + 99 * MIN, '3.2.0')).toEqual({ action: 'stopped' });
  });

  it('a failed fetch changes nothing', () => {
    const state = { ...initialState(), upToDateStreak: 2 };
    expect(applyResult(state, { ok: false }, T0, '3.2.0')).toEqual({ state, effect: null });
  });

  it('a different version reloads after 0.5 s and records the update', () => {
    const { state, effect } = applyResult(
      initialState(),
      { ok: true, version: '3.2.1' },
      T0,
      '3.2.0',
    );
    expect(effect).toEqual({ type: 'reload', version: '3.2.1', delayMs: 500 });
    expect(state.stopped).toBe(true);
    expect(state.memory.updateAppliedAt).toBe(T0);
  });
});

function memoryStorage(initial?: VersionCheckMemory) {
  const data = new Map<string, string>();
  if (initial) data.set(VERSION_CHECK_KEY, JSON.stringify(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('startVersionChecks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('first check after 2 s; with the same version, 3 confirmations 30 min apart, then stop', async () => {
    const fetchVersion = vi.fn(() => Promise.resolve('3.2.0'));
    const reload = vi.fn();
    const checks = startVersionChecks({ fetchVersion, reload, currentVersion: '3.2.0' });

    await vi.advanceTimersByTimeAsync(VERSION_CHECK.firstDelayMs - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);

    // Every 5 min a check is due, but the confirmation of 2 s skips them for 30 min.
    await vi.advanceTimersByTimeAsync(25 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(checks.state.stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(300 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new version reloads 0.5 s later with that version, remembering the update', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    startVersionChecks({
      fetchVersion: () => Promise.resolve('3.3.0'),
      reload,
      currentVersion: '3.2.0',
      storage,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(499);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledExactlyOnceWith('3.3.0');
    expect(JSON.parse(storage.data.get(VERSION_CHECK_KEY)!)).toMatchObject({
      updateAppliedAt: T0 + 2000,
    });
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after a reload for an update, the check 2 s later is skipped (1 min gap)', async () => {
    const storage = memoryStorage({
      confirmedAt: null,
      confirmedVersion: null,
      updateAppliedAt: T0 - 500,
    });
    const fetchVersion = vi.fn(() => Promise.resolve('3.3.0'));
    const reload = vi.fn();
    startVersionChecks({ fetchVersion, reload, currentVersion: '3.2.0', storage });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchVersion).not.toHaveBeenCalled();
    // Still stale after 5 min (the cache served the old app): try again then, not in a loop.
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a confirmation stored by an earlier page load skips the first check', async () => {
    const storage = memoryStorage({
      confirmedAt: T0 - 10 * MIN,
      confirmedVersion: '3.2.0',
      updateAppliedAt: null,
    });
    const fetchVersion = vi.fn(() => Promise.resolve('3.2.0'));
    startVersionChecks({ fetchVersion, reload: vi.fn(), currentVersion: '3.2.0', storage });
    await vi.advanceTimersByTimeAsync(2000 + 15 * MIN);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is reported and retried at the next interval', async () => {
    const fetchVersion = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('3.2.0');
    const onError = vi.fn();
    const checks = startVersionChecks({
      fetchVersion,
      reload: vi.fn(),
      currentVersion: '3.2.0',
      onError,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(checks.state.upToDateStreak).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(checks.state.upToDateStreak).toBe(1);
  });

  it('never overlaps: a slow check delays the next one', async () => {
    let resolve: (v: string) => void = () => {};
    const fetchVersion = vi.fn(
      () =>
        new Promise<string>((r) => {
          resolve = r;
        }),
    );
    startVersionChecks({ fetchVersion, reload: vi.fn(), currentVersion: '3.2.0' });
    await vi.advanceTimersByTimeAsync(2000 + 20 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    resolve('3.2.0');
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stop cancels everything, including a check in flight', async () => {
    let resolve: (v: string) => void = () => {};
    const reload = vi.fn();
    const checks = startVersionChecks({
      fetchVersion: () => new Promise<string>((r) => (resolve = r)),
      reload,
      currentVersion: '3.2.0',
    });
    await vi.advanceTimersByTimeAsync(2000);
    checks.stop();
    resolve('9.9.9');
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(reload).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('works with injected now and setTimeout', async () => {
    vi.useRealTimers();
    const pending: { cb: () => void; ms: number }[] = [];
    let clock = 0;
    const fetchVersion = vi.fn(() => Promise.resolve('3.2.0'));
    startVersionChecks({
      fetchVersion,
      reload: vi.fn(),
      currentVersion: '3.2.0',
      now: () => clock,
      setTimeout: (cb, ms) => pending.push({ cb, ms }),
    });
    expect(pending.map((p) => p.ms)).toEqual([2000]);
    clock = 2000;
    pending.shift()!.cb();
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(pending.map((p) => p.ms)).toEqual([5 * MIN]);
  });
});
