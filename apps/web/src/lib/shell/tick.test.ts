import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { TICK_MS } from '@web-ed/engine';
import { atMostEvery, startTick, type TickTask } from './tick';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const task = (name: string, run: TickTask['run'] = () => Promise.resolve()) => ({
  name,
  run: vi.fn(run),
});

describe('startTick', () => {
  it('runs every task every 120 s while a user exists', async () => {
    expect(TICK_MS).toBe(120_000);
    const tasks = [task('analytics'), task('outbox'), task('notifications'), task('chat')];
    const tick = startTick({ tasks, hasUser: () => true });
    await vi.advanceTimersByTimeAsync(TICK_MS - 1);
    for (const t of tasks) expect(t.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    for (const t of tasks) expect(t.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * TICK_MS);
    for (const t of tasks) expect(t.run).toHaveBeenCalledTimes(3);
    tick.stop();
    await vi.advanceTimersByTimeAsync(10 * TICK_MS);
    for (const t of tasks) expect(t.run).toHaveBeenCalledTimes(3);
  });

  it('does nothing without a user, and starts when one signs in', async () => {
    let user = false;
    const t = task('outbox');
    startTick({ tasks: [t], hasUser: () => user });
    await vi.advanceTimersByTimeAsync(3 * TICK_MS);
    expect(t.run).not.toHaveBeenCalled();
    user = true;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(t.run).toHaveBeenCalledTimes(1);
  });

  it('isolates tasks: a throwing or rejecting task does not stop the others', async () => {
    const onError = vi.fn();
    const boom = new Error('boom');
    const tasks = [
      task('analytics', () => {
        throw boom;
      }),
      task('outbox', () => Promise.reject(new TypeError('Failed to fetch'))),
      task('notifications'),
      task('chat'),
    ];
    const tick = startTick({ tasks, hasUser: () => true, onError });
    expect(await tick.runNow()).toEqual({
      analytics: 'failed',
      outbox: 'failed',
      notifications: 'ok',
      chat: 'ok',
    });
    expect(onError).toHaveBeenCalledWith('analytics', boom);
    expect(onError).toHaveBeenCalledWith('outbox', expect.any(TypeError));
    // The next tick runs everything again.
    await vi.advanceTimersByTimeAsync(TICK_MS);
    for (const t of tasks) expect(t.run).toHaveBeenCalledTimes(2);
  });

  it('never overlaps: a tick during a slow run is skipped, not queued', async () => {
    let finish: () => void = () => {};
    const slow = task('outbox', () => new Promise<void>((r) => (finish = r)));
    const fast = task('chat');
    const tick = startTick({ tasks: [slow, fast], hasUser: () => true });
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(tick.running).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * TICK_MS);
    expect(slow.run).toHaveBeenCalledTimes(1);
    expect(fast.run).toHaveBeenCalledTimes(1);
    expect(await tick.runNow()).toBeNull();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(tick.running).toBe(false);
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(slow.run).toHaveBeenCalledTimes(2);
  });

  it('runImmediately runs once at start; a failing error reporter is contained', async () => {
    const t = task('x', () => Promise.reject(new Error('no')));
    const tick = startTick({
      tasks: [t],
      hasUser: () => true,
      runImmediately: true,
      onError: () => {
        throw new Error('reporter down');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.run).toHaveBeenCalledTimes(1);
    expect(tick.running).toBe(false);
    tick.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('atMostEvery', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
  };

  it('runs once an interval on a device, whichever page load or tab asks', async () => {
    let now = 1_000_000;
    const shared = storage();
    const chat = task('chat');
    const page = () => atMostEvery(chat, 60_000, shared, () => now);
    await page().run();
    now += 59_999;
    await page().run();
    expect(chat.run).toHaveBeenCalledTimes(1);
    now += 1;
    await page().run();
    expect(chat.run).toHaveBeenCalledTimes(2);
    // The clock set back: not held off.
    now -= 3_600_000;
    await page().run();
    expect(chat.run).toHaveBeenCalledTimes(3);
  });

  it('tries again at the next call after a failure', async () => {
    const shared = storage();
    let fail = true;
    const chat = task('chat', () =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const guarded = atMostEvery(chat, 60_000, shared, () => 5);
    await expect(guarded.run()).rejects.toThrow('offline');
    fail = false;
    await guarded.run();
    await guarded.run();
    expect(chat.run).toHaveBeenCalledTimes(2);
  });
});
