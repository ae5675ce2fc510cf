import { describe, expect, it, vi } from 'vitest';
import type { Flags } from '../../lib/shell';
import { FlagClient, type FlagExposure } from './flag-client';

function setup(answers: (Flags | Error)[]) {
  const contexts: unknown[] = [];
  let tick: (() => void) | null = null;
  let t = 0;
  const exposures: FlagExposure[][] = [];
  let sessions = 0;
  const client = new FlagClient({
    fetchFlags: (context) => {
      contexts.push(context);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    onExposures: (batch) => exposures.push(batch),
    now: () => t,
    newSessionId: () => `s${++sessions}`,
    setInterval: (fn, ms) => {
      expect(ms).toBe(10_000);
      tick = fn;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  });
  return {
    client,
    contexts,
    exposures,
    tick: async () => {
      tick?.();
      await vi.waitFor(() => undefined);
      await new Promise((r) => setTimeout(r, 0));
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

const on = (value: Record<string, unknown> | null = null) => ({ enabled: true, value });
const off = { enabled: false, value: null };

const student = { targetingKey: 'u1', lang: 'id' };

describe('FlagClient', () => {
  it('reads flags from the server for the student, nothing for unknown flags', async () => {
    const { client, contexts } = setup([{ maintenance: on({ image: '/m.svg' }), beta: off }]);
    expect(client.read('maintenance'), 'before the first answer').toBeUndefined();
    await client.start(student);
    expect(contexts[0]).toEqual(student);
    expect(client.read('maintenance')).toEqual(on({ image: '/m.svg' }));
    expect(client.read('beta')).toEqual(off);
    expect(client.read('nope')).toBeUndefined();
    expect(client.snapshot).toEqual({ maintenance: on({ image: '/m.svg' }), beta: off });
  });

  it('refreshes every 10 s, tells what changed, and keeps the last flags when a refresh fails', async () => {
    const { client, tick } = setup([
      { maintenance: off },
      new Error('offline'),
      { maintenance: on() },
    ]);
    await client.start(student);
    const changed: string[][] = [];
    client.onChange((keys) => changed.push(keys));
    await tick();
    expect(client.read('maintenance')?.enabled).toBe(false);
    await tick();
    expect(client.read('maintenance')?.enabled).toBe(true);
    expect(changed).toEqual([['maintenance']]);
  });

  it('fetches again with the new context (sign-in, language)', async () => {
    const { client, contexts } = setup([{ x: off }]);
    await client.start(student);
    await client.setContext({ targetingKey: 'student-7', lang: 'th' });
    expect(contexts.at(-1)).toEqual({ targetingKey: 'student-7', lang: 'th' });
  });

  it('queues exposures once per flag and session, flushed with the refresh', async () => {
    const { client, exposures, tick, advance } = setup([{ a: on(), b: off }]);
    await client.start(student);
    client.read('a');
    client.read('a');
    client.read('b');
    expect(client.snapshot['a'], 'looking at the whole table exposes nothing').toEqual(on());
    await tick();
    expect(exposures).toEqual([
      [
        { flag: 'a', enabled: true, session: 's1' },
        { flag: 'b', enabled: false, session: 's1' },
      ],
    ]);
    advance(29 * 60_000);
    client.read('a');
    advance(31 * 60_000);
    client.read('a');
    await tick();
    expect(exposures[1]).toEqual([{ flag: 'a', enabled: true, session: 's2' }]);
  });

  it('ends a busy session after 4 h and never queues more than 100', async () => {
    const flags: Flags = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, on()]));
    const { client, exposures, advance } = setup([flags]);
    await client.start(student);
    for (let i = 0; i < 150; i++) client.read(`f${i}`);
    expect(exposures[0]).toHaveLength(100);
    // Active every 20 min (never idle 30): the session still ends at 4 h.
    for (let step = 0; step < 13; step++) {
      advance(20 * 60_000);
      client.read('f0');
    }
    client.stop();
    const sessions = new Set(exposures.flat().map((e) => e.session));
    expect(sessions.size).toBe(2);
  });
});
