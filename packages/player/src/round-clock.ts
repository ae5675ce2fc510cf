/**
 * The clock of a timed round, as a pure reducer over `now` values: it runs only while the round
 * is on screen (paused while the page is hidden), warns once at 10 seconds left, and expires at
 * the limit. A null limit (accessibility mode, "No time pressure") never expires.
 */

/** The one mid-round announcement comes at this many milliseconds left. */
export const WARN_AT_MS = 10_000;

export type RoundPhase = 'ready' | 'running' | 'paused' | 'expired' | 'stopped';

export interface RoundClock {
  /** null: no time limit. */
  limitMs: number | null;
  phase: RoundPhase;
  /** Running time before the current run (everything, once paused or over). */
  bankedMs: number;
  /** When the current run began; null unless running. */
  runningSince: number | null;
  /** 10 seconds or less are left (set once, by a tick). */
  warned: boolean;
  /** The exact moment the limit was reached, for the finish record. */
  expiredAt: number | null;
}

export type RoundClockAction =
  | { type: 'start'; now: number; hidden: boolean }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'stop'; now: number }
  /** Removes the limit for good: time pressure is never put back mid-round. */
  | { type: 'relax' };

export function initRoundClock(limitMs: number | null): RoundClock {
  return {
    limitMs,
    phase: 'ready',
    bankedMs: 0,
    runningSince: null,
    warned: false,
    expiredAt: null,
  };
}

export function elapsedMs(clock: RoundClock, now: number): number {
  const run = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return clock.bankedMs + run;
}

/** Time left, never below 0; null when the round has no limit. */
export function remainingMs(clock: RoundClock, now: number): number | null {
  if (clock.limitMs === null) return null;
  return Math.max(0, clock.limitMs - elapsedMs(clock, now));
}

/**
 * How long until the clock next changes state (the warning, then expiry), for the one timer the
 * host sets; null while nothing is due (not running, or no limit).
 */
export function msUntilNextEvent(clock: RoundClock, now: number): number | null {
  const left = remainingMs(clock, now);
  if (clock.phase !== 'running' || left === null) return null;
  return clock.warned || left <= WARN_AT_MS ? left : left - WARN_AT_MS;
}

/** Applies the warning and expiry due at `now`; returns the same object when nothing is due. */
function settle(clock: RoundClock, now: number): RoundClock {
  const left = remainingMs(clock, now);
  if (clock.phase !== 'running' || left === null || clock.limitMs === null) return clock;
  if (left <= 0) {
    const deadline = (clock.runningSince ?? now) + clock.limitMs - clock.bankedMs;
    return {
      ...clock,
      phase: 'expired',
      bankedMs: clock.limitMs,
      runningSince: null,
      warned: true,
      expiredAt: deadline,
    };
  }
  return left <= WARN_AT_MS && !clock.warned ? { ...clock, warned: true } : clock;
}

export function roundClockReducer(clock: RoundClock, action: RoundClockAction): RoundClock {
  switch (action.type) {
    case 'start':
      if (clock.phase !== 'ready') return clock;
      return action.hidden
        ? { ...clock, phase: 'paused' }
        : settle({ ...clock, phase: 'running', runningSince: action.now }, action.now);
    case 'tick':
      return settle(clock, action.now);
    case 'pause': {
      // A deadline that passed before the page was hidden still ends the round.
      const settled = settle(clock, action.now);
      if (settled.phase !== 'running') return settled;
      return {
        ...settled,
        phase: 'paused',
        bankedMs: elapsedMs(settled, action.now),
        runningSince: null,
      };
    }
    case 'resume':
      return clock.phase === 'paused'
        ? { ...clock, phase: 'running', runningSince: action.now }
        : clock;
    case 'stop': {
      if (clock.phase === 'expired' || clock.phase === 'stopped') return clock;
      return {
        ...clock,
        phase: 'stopped',
        bankedMs: elapsedMs(clock, action.now),
        runningSince: null,
      };
    }
    case 'relax':
      if (clock.limitMs === null || clock.phase === 'expired') return clock;
      return { ...clock, limitMs: null, warned: false };
  }
}

/** What the polite live region says: only at 10 seconds left and at the end, never each second. */
export function announcementOf(clock: RoundClock): 'warning' | 'expired' | null {
  if (clock.phase === 'expired') return 'expired';
  return clock.warned && clock.limitMs !== null && clock.phase !== 'stopped' ? 'warning' : null;
}
