import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { CLOCK_MS } from '@web-ed/engine';
import { startServerClock } from './server-clock';

const DEVICE = Date.UTC(2025, 0, 1); // the phone's (wrong) clock
const SERVER = Date.UTC(2025, 5, 1); // the real time

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE);
});
afterEach(() => vi.useRealTimers());

const monotonic = () => Date.now() - DEVICE;

describe('startServerClock', () => {
  it('uses device time until synced, then server time advancing each second', async () => {
    const clock = startServerClock({ fetchServerTime: () => Promise.resolve(SERVER), monotonic });
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(DEVICE);
    await clock.ready;
    expect(clock.synced).toBe(true);
    expect(clock.now()).toBe(SERVER);
    const ticks: number[] = [];
    clock.subscribe((t) => ticks.push(t));
    await vi.advanceTimersByTimeAsync(3 * CLOCK_MS);
    expect(ticks).toEqual([SERVER + 1000, SERVER + 2000, SERVER + 3000]);
    expect(clock.now()).toBe(SERVER + 3000);
    clock.stop();
  });

  it('adds half the round trip to the server answer', async () => {
    const clock = startServerClock({
      fetchServerTime: () => new Promise((r) => setTimeout(() => r(SERVER), 400)),
      monotonic,
    });
    await vi.advanceTimersByTimeAsync(400);
    await clock.ready;
    expect(clock.now()).toBe(SERVER + 200);
    clock.stop();
  });

  it('does not drift when ticks are throttled (time comes from the monotonic clock)', async () => {
    let mono = 0;
    const intervals: (() => void)[] = [];
    const clock = startServerClock({
      fetchServerTime: () => Promise.resolve(SERVER),
      monotonic: () => mono,
      setInterval: (cb) => intervals.push(cb),
      clearInterval: () => {},
    });
    await clock.ready;
    mono = 60_000; // a minute in the background, only one tick delivered
    const seen: number[] = [];
    clock.subscribe((t) => seen.push(t));
    intervals[0]!();
    expect(seen).toEqual([SERVER + 60_000]);
  });

  it('a failed sync keeps device time and reports; a later sync fixes it', async () => {
    const onError = vi.fn();
    const fetchServerTime = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Number.NaN)
      .mockResolvedValue(SERVER);
    const clock = startServerClock({ fetchServerTime, monotonic, onError });
    await clock.ready;
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(DEVICE);
    await clock.sync();
    expect(clock.synced).toBe(false);
    expect(onError).toHaveBeenCalledTimes(2);
    await clock.sync();
    expect(clock.now()).toBe(SERVER);
    clock.stop();
  });

  it('stop ends the ticks; unsubscribe stops one listener', async () => {
    const clock = startServerClock({ fetchServerTime: () => Promise.resolve(SERVER), monotonic });
    const a = vi.fn();
    const b = vi.fn();
    const offA = clock.subscribe(a);
    clock.subscribe(b);
    await vi.advanceTimersByTimeAsync(1000);
    offA();
    await vi.advanceTimersByTimeAsync(1000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    clock.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
