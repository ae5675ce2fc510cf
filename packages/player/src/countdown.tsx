import { useEffect, useState } from 'react';
import { remainingMs, type RoundClock } from './round-clock';
import type { PlayerStrings } from './strings';
import { TimerIcon } from './timer-icon';

interface CountdownProps {
  clock: RoundClock;
  now: () => number;
  strings: PlayerStrings;
}

/** Display refresh; only this small component re-renders, never the question. */
const REFRESH_MS = 250;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The visible time left, "0:42". A `timer` is not a live region that speaks, so screen readers
 * hear it only when they reach it; the round's announcer speaks at 10 seconds and at the end.
 */
export function Countdown({ clock, now, strings }: CountdownProps) {
  const [at, setAt] = useState(now);
  const running = clock.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setAt(now()), REFRESH_MS);
    return () => clearInterval(id);
  }, [running, now]);

  const left = remainingMs(clock, at) ?? 0;
  // Whole seconds, rounded up: "0:01" is still time to tap, "0:00" is the end.
  const seconds = clock.phase === 'expired' ? 0 : Math.ceil(left / 1000);
  const low = clock.warned || clock.phase === 'expired';
  return (
    <div
      className={low ? 'player-timer player-timer--low' : 'player-timer'}
      role="timer"
      aria-label={strings.timeLeft(seconds)}
    >
      <TimerIcon className="player-timer__icon" />
      <span className="player-timer__time">
        {Math.floor(seconds / 60)}:{pad(seconds % 60)}
      </span>
    </div>
  );
}
