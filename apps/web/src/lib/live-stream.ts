/**
 * Subscribes to one of the server's event streams (text/event-stream) with the student's token
 * in a header (EventSource cannot send one): fetch, read, parse with the api client's SSE
 * parser, and reconnect after a pause when the stream drops, until stopped.
 */
import { buildUrl, createSseParser, servicePath, type Query } from '@web-ed/api-client';
import { config } from './config';
import { loadSession } from './session';

export const RECONNECT_MS = 3000;

export function subscribeStream(
  relativePath: string,
  query: Query,
  onEvent: (event: string, data: unknown) => void,
): () => void {
  const controller = new AbortController();
  let stopped = false;
  const run = async () => {
    while (!stopped) {
      try {
        const token = loadSession(localStorage, Date.now())?.token;
        if (!token) return;
        const res = await fetch(
          buildUrl(config.apiBase, servicePath('community', relativePath), query),
          {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            signal: controller.signal,
            cache: 'no-store',
          },
        );
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        const parser = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const ev of parser.push(decoder.decode(value, { stream: true }))) {
            let data: unknown = ev.data;
            try {
              data = JSON.parse(ev.data);
            } catch {
              // not JSON: passed on as text
            }
            onEvent(ev.event, data);
          }
        }
      } catch {
        if (stopped) return;
      }
      await new Promise((r) => setTimeout(r, RECONNECT_MS));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller.abort();
  };
}
