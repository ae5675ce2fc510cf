import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flags } from '../../lib/shell';
import { WebEdFlagProvider, type FlagExposure } from './web-ed-flag-provider';

function setup(answers: (Flags | Error)[]) {
  const contexts: unknown[] = [];
  let tick: (() => void) | null = null;
  let t = 0;
  const exposures: FlagExposure[][] = [];
  let sessions = 0;
  const provider = new WebEdFlagProvider({
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
    provider,
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

afterEach(async () => {
  await OpenFeature.clearProviders();
});

describe('WebEdFlagProvider through the OpenFeature web SDK', () => {
  it('evaluates booleans and objects from the server, defaults for unknown flags', async () => {
    const { provider, contexts } = setup([{ maintenance: on({ image: '/m.svg' }), beta: off }]);
    await OpenFeature.setContext({ targetingKey: 'u1', lang: 'id' });
    await OpenFeature.setProviderAndWait(provider);
    const client = OpenFeature.getClient();
    expect(contexts[0]).toMatchObject({ targetingKey: 'u1', lang: 'id' });
    expect(client.getBooleanValue('maintenance', false)).toBe(true);
    expect(client.getObjectValue('maintenance', {})).toEqual({ image: '/m.svg' });
    expect(client.getBooleanValue('beta', true)).toBe(false);
    expect(client.getObjectValue('beta', { fallback: 1 })).toEqual({ fallback: 1 });
    const unknown = client.getBooleanDetails('nope', true);
    expect(unknown.value).toBe(true);
    expect(unknown.errorCode).toBe('FLAG_NOT_FOUND');
  });

  it('refreshes every 10 s, tells what changed, and keeps the last flags when a refresh fails', async () => {
    const { provider, tick } = setup([
      { maintenance: off },
      new Error('offline'),
      { maintenance: on() },
    ]);
    await OpenFeature.setProviderAndWait(provider);
    const client = OpenFeature.getClient();
    const changed: string[][] = [];
    client.addHandler(ProviderEvents.ConfigurationChanged, (e) =>
      changed.push(e?.flagsChanged ?? []),
    );
    await tick();
    expect(client.getBooleanValue('maintenance', true)).toBe(false);
    await tick();
    expect(client.getBooleanValue('maintenance', false)).toBe(true);
    expect(changed).toEqual([['maintenance']]);
  });

  it('fetches again with the new context (sign-in, language)', async () => {
    const { provider, contexts } = setup([{ x: off }]);
    await OpenFeature.setProviderAndWait(provider);
    await OpenFeature.setContext({ targetingKey: 'student-7', lang: 'th', country: 'TH' });
    expect(contexts.at(-1)).toMatchObject({ targetingKey: 'student-7', country: 'TH' });
  });

  it('queues exposures once per flag and session, flushed with the refresh', async () => {
    const { provider, exposures, tick, advance } = setup([{ a: on(), b: off }]);
    await OpenFeature.setProviderAndWait(provider);
    const client = OpenFeature.getClient();
    client.getBooleanValue('a', false);
    client.getBooleanValue('a', false);
    client.getBooleanValue('b', false);
    await tick();
    expect(exposures).toEqual([
      [
        { flag: 'a', enabled: true, session: 's1' },
        { flag: 'b', enabled: false, session: 's1' },
      ],
    ]);
    advance(29 * 60_000);
    client.getBooleanValue('a', false);
    advance(31 * 60_000);
    client.getBooleanValue('a', false);
    await tick();
    expect(exposures[1]).toEqual([{ flag: 'a', enabled: true, session: 's2' }]);
  });

  it('ends a busy session after 4 h and never queues more than 100', async () => {
    const flags: Flags = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, on()]));
    const { provider, exposures, advance } = setup([flags]);
    await OpenFeature.setProviderAndWait(provider);
    const client = OpenFeature.getClient();
    for (let i = 0; i < 150; i++) client.getBooleanValue(`f${i}`, false);
    expect(exposures[0]).toHaveLength(100);
    // Active every 20 min (never idle 30): the session still ends at 4 h.
    for (let step = 0; step < 13; step++) {
      advance(20 * 60_000);
      client.getBooleanValue('f0', false);
    }
    await OpenFeature.close();
    const sessions = new Set(exposures.flat().map((e) => e.session));
    expect(sessions.size).toBe(2);
  });
});
