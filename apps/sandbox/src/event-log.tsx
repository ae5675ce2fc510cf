import type { PluginEvent } from '@web-ed/engine';

export interface LoggedEvent {
  /** Milliseconds since the play started. */
  at: number;
  event: PluginEvent;
}

/** The plugin events of the current play, newest first. */
export function EventLog({ events }: { events: LoggedEvent[] }) {
  return (
    <section className="event-log" aria-labelledby="events-heading">
      <h3 id="events-heading">
        Events <span className="muted">({events.length})</span>
      </h3>
      {events.length === 0 ? (
        <p className="muted">Events of the play (shown, answered, skipped, hinted) appear here.</p>
      ) : (
        <ol className="event-log__list" reversed tabIndex={0} aria-labelledby="events-heading">
          {[...events].reverse().map(({ at, event }, i) => (
            <li
              key={events.length - i}
              className={`event-log__item event-log__item--${event.kind}`}
            >
              <span className="event-log__time">+{(at / 1000).toFixed(1)} s</span>
              <span className="event-log__kind">{event.kind}</span>
              <code className="event-log__question">{event.questionId}</code>
              {event.kind === 'answered' && (
                <code className="event-log__answer">[{event.answer.join(', ')}]</code>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
