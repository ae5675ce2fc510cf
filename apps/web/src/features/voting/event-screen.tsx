/** Shows an event and what the screen changed of it (votes), until the next read replaces it. */
import { useState } from 'react';
import type { VotingEvent } from '@web-ed/schemas/api';

export function EventScreen({
  event,
  children,
}: {
  event: VotingEvent;
  children: (e: VotingEvent, set: (e: VotingEvent) => void) => React.ReactNode;
}) {
  const [current, setCurrent] = useState(event);
  const [loaded, setLoaded] = useState(event);
  if (loaded !== event) {
    // A fresh read of the event replaces what this screen changed locally.
    setLoaded(event);
    setCurrent(event);
  }
  return <>{children(current, setCurrent)}</>;
}
