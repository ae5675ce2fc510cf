import { describe, expect, it, vi } from 'vitest';
import { formatSseEvent, streamChat, type FetchLike } from './index';

const done = {
  message: { id: 'm1', role: 'tutor', text: 'Hi', tutor: 'offline', status: 'complete' },
  tutor: 'offline',
  limit: 30,
  submit_chat_limit: 29,
};

function stream(): Response {
  const text = formatSseEvent('delta', { content: 'Hi' }) + formatSseEvent('done', done);
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const refusal = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ done: 0, error: 'x', message: 'no', message_code: 6 }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function setup(...answers: Response[]) {
  let n = 0;
  const fetch: FetchLike = () => Promise.resolve(answers[Math.min(n++, answers.length - 1)]!);
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const run = () =>
    streamChat({ text: 'hello' }, { onDelta: () => {} }, { token: 't', fetch, sleep });
  return { run, sleep, calls: () => n };
}

describe('streamChat retries (the client rules)', () => {
  it('retries a non-OK answer before the stream, after its Retry-After', async () => {
    const { run, sleep, calls } = setup(refusal(503, { 'retry-after': '4' }), stream());
    expect(await run()).toMatchObject({ limit: 30 });
    expect(calls()).toBe(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([4000]);
  });

  it('never retries 401 or a refused body; stops at once for a Retry-After beyond 10 s', async () => {
    for (const answer of [refusal(401), refusal(400), refusal(429, { 'retry-after': '3600' })]) {
      const { run, sleep, calls } = setup(answer, stream());
      await expect(run()).rejects.toMatchObject({ name: 'ApiError', status: answer.status });
      expect(calls()).toBe(1);
      expect(sleep).not.toHaveBeenCalled();
    }
  });
});
