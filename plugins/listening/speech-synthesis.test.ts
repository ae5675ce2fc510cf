import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  START_TIMEOUT_MS,
  pickVoice,
  speakText,
  type SynthesisEnv,
  type UtteranceLike,
} from './speech-synthesis';

class FakeUtterance implements UtteranceLike {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onstart: UtteranceLike['onstart'] = null;
  onend: UtteranceLike['onend'] = null;
  onerror: UtteranceLike['onerror'] = null;
  constructor(readonly text: string) {}
}

function fakeEnv(voices: { lang: string }[] = []) {
  const spoken: FakeUtterance[] = [];
  const synth = {
    cancelled: 0,
    speak: (u: never) => spoken.push(u as FakeUtterance),
    cancel() {
      this.cancelled++;
    },
    getVoices: () => voices,
  };
  const env: SynthesisEnv = { synth, Utterance: FakeUtterance };
  return { env, synth, spoken };
}

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    cb: {
      onStart: () => calls.push('start'),
      onEnd: () => calls.push('end'),
      onFailure: () => calls.push('failure'),
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('speakText', () => {
  it('reads the text in the spoken language at the asked rate', () => {
    const { env, spoken } = fakeEnv();
    speakText('Please close the window.', 'en', 0.75, recorder().cb, env);
    expect(spoken[0]).toMatchObject({
      text: 'Please close the window.',
      lang: 'en-US',
      rate: 0.75,
    });
  });

  it('reports start and end', () => {
    const { env, spoken } = fakeEnv();
    const { calls, cb } = recorder();
    speakText('Hello', 'en', 1, cb, env);
    spoken[0]!.onstart?.();
    spoken[0]!.onend?.();
    expect(calls).toEqual(['start', 'end']);
  });

  it('fails at once where there is no speech synthesis', () => {
    const { calls, cb } = recorder();
    speakText('Hello', 'en', 1, cb, null);
    expect(calls).toEqual(['failure']);
  });

  it('reports an engine error as a failure, our own cancel as an end', () => {
    const a = fakeEnv();
    const r1 = recorder();
    speakText('Hello', 'en', 1, r1.cb, a.env);
    a.spoken[0]!.onerror?.({ error: 'synthesis-failed' });
    expect(r1.calls).toEqual(['failure']);

    const b = fakeEnv();
    const r2 = recorder();
    speakText('Hello', 'en', 1, r2.cb, b.env);
    b.spoken[0]!.onerror?.({ error: 'interrupted' });
    expect(r2.calls).toEqual(['end']);
  });

  it(`calls an engine that has not started after ${START_TIMEOUT_MS} ms broken`, () => {
    const { env, synth } = fakeEnv();
    const { calls, cb } = recorder();
    speakText('Hello', 'en', 1, cb, env);
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['failure']);
    expect(synth.cancelled).toBe(2);
  });

  it('does not time out once speaking has started', () => {
    const { env, spoken } = fakeEnv();
    const { calls, cb } = recorder();
    speakText('Hello', 'en', 1, cb, env);
    spoken[0]!.onstart?.();
    vi.advanceTimersByTime(START_TIMEOUT_MS * 3);
    expect(calls).toEqual(['start']);
  });

  it('is silent after cancelling', () => {
    const { env, spoken } = fakeEnv();
    const { calls, cb } = recorder();
    const cancel = speakText('Hello', 'en', 1, cb, env);
    cancel();
    spoken[0]!.onerror?.({ error: 'synthesis-failed' });
    vi.advanceTimersByTime(START_TIMEOUT_MS);
    expect(calls).toEqual([]);
  });

  it('uses a voice of the language when the device has one', () => {
    const { env, spoken } = fakeEnv([{ lang: 'de-DE' }, { lang: 'en_GB' }]);
    speakText('Hello', 'en', 1, recorder().cb, env);
    expect(spoken[0]!.voice).toEqual({ lang: 'en_GB' });
  });
});

describe('pickVoice', () => {
  const voices = [{ lang: 'en-GB' }, { lang: 'en-US' }, { lang: 'id-ID' }, { lang: 'th_TH' }];

  it('prefers the exact locale, then the language, else none', () => {
    expect(pickVoice(voices, 'en')).toEqual({ lang: 'en-US' });
    expect(pickVoice([{ lang: 'en-GB' }], 'en')).toEqual({ lang: 'en-GB' });
    expect(pickVoice(voices, 'th')).toEqual({ lang: 'th_TH' });
    expect(pickVoice(voices, 'hi')).toBeUndefined();
  });
});
