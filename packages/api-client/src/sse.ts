/**
 * A server-sent events parser (the text/event-stream format), fed arbitrary chunks: events may be
 * split anywhere, lines end in LF, CRLF or CR, `data:` lines join with LF, comments (`:`) and
 * unknown fields are skipped. Used by the app for submit-chat's stream and by the server for an
 * OpenAI-compatible provider's stream.
 */
export interface SseEvent {
  /** `message` when the event names none. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Parses a chunk; returns the events it completed. */
  push(chunk: string): SseEvent[];
  /** The event left without a closing blank line when the stream ended, if any. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let sawData = false;

  function dispatch(out: SseEvent[]) {
    if (sawData) out.push({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
    sawData = false;
  }

  function line(text: string, out: SseEvent[]) {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      sawData = true;
    }
  }

  return {
    push(chunk) {
      const out: SseEvent[] = [];
      buffer += chunk;
      for (;;) {
        const m = /\r\n|\r|\n/.exec(buffer);
        // A lone CR at the end may be the first half of CRLF: wait for the next chunk.
        if (!m || (m[0] === '\r' && m.index === buffer.length - 1)) break;
        line(buffer.slice(0, m.index), out);
        buffer = buffer.slice(m.index + m[0].length);
      }
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer !== '') line(buffer.replace(/\r$/, ''), out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
}

/** One event as text/event-stream text (data split over lines as the format asks). */
export function formatSseEvent(event: string, data: unknown): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  const lines = text.split(/\r\n|\r|\n/).map((l) => `data: ${l}`);
  return `${event === 'message' ? '' : `event: ${event}\n`}${lines.join('\n')}\n\n`;
}
