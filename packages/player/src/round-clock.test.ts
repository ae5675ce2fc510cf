import { describe, expect, it } from 'vitest';
import {
  announcementOf,
  initRoundClock,
  msUntilNextEvent,
  remainingMs,
  roundClockReducer,
  type RoundClock,
  type RoundClockAction,
} from './round-clock';

const run = (clock: RoundClock, ...actions: RoundClockAction[]) =>
  actions.reduce(roundClockReducer, clock);
const started = (limitMs: number | null, at = 1_000) =>
  run(initRoundClock(limitMs), { type: 'start', now: at, hidden: false });

describe('round clock', () => {
  it('does not run before the round starts', () => {
    const clock = initRoundClock(60_000);
    expect(remainingMs(clock, 50_000)).toBe(60_000);
    expect(run(clock, { type: 'tick', now: 500_000 }).phase).toBe('ready');
    expect(msUntilNextEvent(clock, 0)).toBeNull();
  });

  it('counts down from the start', () => {
    const clock = started(60_000);
    expect(clock.phase).toBe('running');
    expect(remainingMs(clock, 1_000)).toBe(60_000);
    expect(remainingMs(clock, 16_000)).toBe(45_000);
  });

  it('warns once at 10 s left, then expires at the exact deadline', () => {
    let clock = started(60_000);
    expect(msUntilNextEvent(clock, 1_000)).toBe(50_000);
    clock = run(clock, { type: 'tick', now: 50_999 });
    expect(clock.warned).toBe(false);
    expect(announcementOf(clock)).toBeNull();
    clock = run(clock, { type: 'tick', now: 51_000 });
    expect(clock.warned).toBe(true);
    expect(announcementOf(clock)).toBe('warning');
    expect(msUntilNextEvent(clock, 51_000)).toBe(10_000);
    // A late tick (a busy phone) still stamps the deadline, not the tick.
    clock = run(clock, { type: 'tick', now: 61_400 });
    expect(clock).toMatchObject({ phase: 'expired', expiredAt: 61_000 });
    expect(remainingMs(clock, 70_000)).toBe(0);
    expect(announcementOf(clock)).toBe('expired');
    expect(msUntilNextEvent(clock, 70_000)).toBeNull();
  });

  it('returns the very same state for a tick with nothing due (no re-render)', () => {
    const clock = started(60_000);
    expect(run(clock, { type: 'tick', now: 2_000 })).toBe(clock);
  });

  it('pauses while the page is hidden and resumes where it left off', () => {
    let clock = started(60_000);
    clock = run(clock, { type: 'pause', now: 21_000 });
    expect(clock.phase).toBe('paused');
    expect(remainingMs(clock, 21_000)).toBe(40_000);
    // Ten minutes in another app cost nothing, and no tick can expire a paused round.
    clock = run(clock, { type: 'tick', now: 621_000 });
    expect(clock.phase).toBe('paused');
    expect(remainingMs(clock, 621_000)).toBe(40_000);
    expect(msUntilNextEvent(clock, 621_000)).toBeNull();
    clock = run(clock, { type: 'resume', now: 621_000 });
    expect(remainingMs(clock, 631_000)).toBe(30_000);
    clock = run(clock, { type: 'tick', now: 661_000 });
    expect(clock).toMatchObject({ phase: 'expired', expiredAt: 661_000 });
  });

  it('ignores a second pause or a resume that was never paused', () => {
    let clock = started(60_000);
    expect(run(clock, { type: 'resume', now: 5_000 })).toBe(clock);
    clock = run(clock, { type: 'pause', now: 5_000 }, { type: 'pause', now: 9_000 });
    expect(remainingMs(clock, 9_000)).toBe(56_000);
  });

  it('expires on pause when the deadline passed before the page was hidden', () => {
    const clock = run(started(30_000), { type: 'pause', now: 40_000 });
    expect(clock).toMatchObject({ phase: 'expired', expiredAt: 31_000 });
  });

  it('starts paused when the page is hidden at the start', () => {
    let clock = run(initRoundClock(60_000), { type: 'start', now: 1_000, hidden: true });
    expect(clock.phase).toBe('paused');
    clock = run(clock, { type: 'resume', now: 90_000 });
    expect(remainingMs(clock, 100_000)).toBe(50_000);
  });

  it('stops when the round ends first, and never expires afterwards', () => {
    let clock = run(started(60_000), { type: 'stop', now: 31_000 });
    expect(clock.phase).toBe('stopped');
    clock = run(clock, { type: 'tick', now: 500_000 }, { type: 'resume', now: 500_000 });
    expect(clock.phase).toBe('stopped');
    expect(remainingMs(clock, 500_000)).toBe(30_000);
  });

  describe('accessible mode (no limit)', () => {
    it('never warns nor expires', () => {
      let clock = started(null);
      expect(remainingMs(clock, 1_000_000)).toBeNull();
      expect(msUntilNextEvent(clock, 1_000_000)).toBeNull();
      clock = run(clock, { type: 'tick', now: 10_000_000 });
      expect(clock.phase).toBe('running');
      expect(announcementOf(clock)).toBeNull();
    });

    it('removes a running limit for good, even after the warning', () => {
      let clock = run(started(60_000), { type: 'tick', now: 55_000 });
      expect(announcementOf(clock)).toBe('warning');
      clock = run(clock, { type: 'relax' }, { type: 'tick', now: 1_000_000 });
      expect(clock).toMatchObject({ phase: 'running', limitMs: null });
      expect(announcementOf(clock)).toBeNull();
    });

    it('cannot undo a round that already ran out', () => {
      const clock = run(started(20_000), { type: 'tick', now: 30_000 }, { type: 'relax' });
      expect(clock).toMatchObject({ phase: 'expired', limitMs: 20_000 });
    });
  });
});
