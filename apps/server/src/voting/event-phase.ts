/**
 * The phase of a voting event at a time (pure): upcoming before its start, ongoing from the start
 * until (not including) its end, finished from the end on. Votes count only while ongoing.
 */
export type EventPhase = 'upcoming' | 'ongoing' | 'finished';

export function phaseOf(event: { startsAt: Date; endsAt: Date }, now: Date): EventPhase {
  const t = now.getTime();
  if (t < event.startsAt.getTime()) return 'upcoming';
  if (t < event.endsAt.getTime()) return 'ongoing';
  return 'finished';
}
