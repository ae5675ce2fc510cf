import { announcementOf, type RoundClock } from './round-clock';
import type { PlayerStrings } from './strings';

/**
 * A polite live region for the round's two moments (10 seconds left, time's up). It is on the
 * page from the start, as live regions must be, and its text changes only at those moments.
 */
export function RoundAnnouncer({ clock, strings }: { clock: RoundClock; strings: PlayerStrings }) {
  const moment = announcementOf(clock);
  const text =
    moment === 'expired' ? strings.timeUp : moment === 'warning' ? strings.tenSecondsLeft : '';
  return (
    <p className="player-announcer" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
