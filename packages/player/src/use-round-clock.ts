/**
 * The round clock wired to the page: started by the host, paused while the tab is hidden, ticked
 * while it runs, and reporting expiry once. All timing decisions live in round-clock.ts.
 */
import { useEffect, useEffectEvent, useReducer } from 'react';
import { initRoundClock, roundClockReducer, type RoundClock } from './round-clock';

/** Often enough that expiry lands within a quarter second; a tick with nothing due re-renders nothing. */
const TICK_MS = 250;

interface RoundClockOptions {
  /** null: no time limit. Turning it null mid-round removes the limit for good. */
  limitMs: number | null;
  /** The round is on screen (its first question was shown). */
  started: boolean;
  /** The round is over (every question done, or expired). */
  over: boolean;
  now: () => number;
  onExpire: (at: number) => void;
}

const isHidden = () => document.visibilityState === 'hidden';

export function useRoundClock({
  limitMs,
  started,
  over,
  now,
  onExpire,
}: RoundClockOptions): RoundClock {
  const [clock, dispatch] = useReducer(roundClockReducer, limitMs, initRoundClock);
  const read = useEffectEvent(() => now());
  const expire = useEffectEvent((at: number) => onExpire(at));

  useEffect(() => {
    if (limitMs === null) dispatch({ type: 'relax' });
  }, [limitMs]);

  useEffect(() => {
    if (started) dispatch({ type: 'start', now: read(), hidden: isHidden() });
  }, [started]);

  useEffect(() => {
    if (over) dispatch({ type: 'stop', now: read() });
  }, [over]);

  // A student who switches apps mid-round does not lose the time they are away.
  useEffect(() => {
    const onVisibility = () => dispatch({ type: isHidden() ? 'pause' : 'resume', now: read() });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const ticking = clock.phase === 'running' && clock.limitMs !== null;
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => dispatch({ type: 'tick', now: read() }), TICK_MS);
    return () => clearInterval(id);
  }, [ticking]);

  useEffect(() => {
    if (clock.phase === 'expired' && clock.expiredAt !== null) expire(clock.expiredAt);
  }, [clock.phase, clock.expiredAt]);

  return clock;
}
