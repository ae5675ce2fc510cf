import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_LISTEN_MS,
  createRecognizer,
  findRecognition,
  mapRecognitionError,
  type RecognitionCallbacks,
  type SpeechRecognitionLike,
  type SpeechResultEventLike,
} from './recognition';

/** A scriptable stand-in for the browser's SpeechRecognition. */
class FakeRecognition implements SpeechRecognitionLike {
  static last: FakeRecognition | null = null;
  static throwOnStart = false;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  stopped = false;
  aborted = false;

  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (FakeRecognition.throwOnStart)
      throw new DOMException('already started', 'InvalidStateError');
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.aborted = true;
    this.onerror?.({ error: 'aborted' });
    this.onend?.();
  }
  /** Results so far: [text, isFinal] per segment, as a browser reports them. */
  hear(...segments: [string, boolean][]) {
    const results = segments.map(([transcript, isFinal]) =>
      Object.assign([{ transcript }], { isFinal }),
    );
    this.onresult?.({ results } as SpeechResultEventLike);
  }
  fail(error: string) {
    this.onerror?.({ error });
  }
  end() {
    this.onend?.();
  }
}

function listenOnce(lang: Parameters<typeof createRecognizer>[0] = 'en') {
  const calls: string[] = [];
  const callbacks: RecognitionCallbacks = {
    onInterim: (t) => calls.push(`interim:${t}`),
    onResult: (t) => calls.push(`result:${t}`),
    onFailure: (f) => calls.push(`failure:${f}`),
    onEnd: () => calls.push('end'),
  };
  const recognizer = createRecognizer(lang, FakeRecognition)!;
  recognizer.listen(callbacks);
  return { recognizer, calls, rec: FakeRecognition.last! };
}

beforeEach(() => {
  FakeRecognition.last = null;
  FakeRecognition.throwOnStart = false;
});

describe('mapRecognitionError', () => {
  it.each([
    ['not-allowed', 'not-allowed'],
    ['service-not-allowed', 'unsupported'],
    ['language-not-supported', 'unsupported'],
    ['no-speech', 'no-speech'],
    ['audio-capture', 'no-microphone'],
    ['network', 'network'],
    ['bad-grammar', 'failed'],
    ['something-new', 'failed'],
  ])('maps %s to %s', (code, failure) => {
    expect(mapRecognitionError(code)).toBe(failure);
  });

  it('treats aborted as no failure (we cancelled on purpose)', () => {
    expect(mapRecognitionError('aborted')).toBeNull();
  });
});

describe('findRecognition', () => {
  it('prefers the standard constructor, falls back to the webkit one', () => {
    const standard = function SpeechRecognition() {};
    const webkit = function webkitSpeechRecognition() {};
    expect(findRecognition({ SpeechRecognition: standard, webkitSpeechRecognition: webkit })).toBe(
      standard,
    );
    expect(findRecognition({ webkitSpeechRecognition: webkit })).toBe(webkit);
  });

  it('is null where the browser has none', () => {
    expect(findRecognition({})).toBeNull();
    expect(findRecognition({ webkitSpeechRecognition: 'not a constructor' })).toBeNull();
  });
});

describe('createRecognizer', () => {
  it('is null without a recogniser', () => {
    expect(createRecognizer('en', null)).toBeNull();
  });

  it.each([
    ['en', 'en-US'],
    ['id', 'id-ID'],
    ['th', 'th-TH'],
    ['hi', 'hi-IN'],
    ['ms', 'ms-MY'],
  ] as const)('listens in %s as %s, one utterance with live results', (lang, locale) => {
    const { rec } = listenOnce(lang);
    expect(rec).toMatchObject({
      lang: locale,
      continuous: false,
      interimResults: true,
      maxAlternatives: 1,
      started: true,
    });
  });

  it('reports live text, then the final transcript, then the end', () => {
    const { rec, calls } = listenOnce();
    rec.hear(['I have', false]);
    rec.hear(['I have two', true], [' brothers', false]);
    rec.hear(['I have two', true], [' brothers', true]);
    rec.end();
    expect(calls).toEqual([
      'interim:I have',
      'interim:I have two brothers',
      'interim:I have two brothers',
      'result:I have two brothers',
      'end',
    ]);
  });

  it('keeps the last guess when the recogniser ends without a final result (some Android builds)', () => {
    const { rec, calls } = listenOnce();
    rec.hear(['good morning', false]);
    rec.end();
    expect(calls.slice(-2)).toEqual(['result:good morning', 'end']);
  });

  it('calls an end with nothing heard "no-speech"', () => {
    const { rec, calls } = listenOnce();
    rec.end();
    expect(calls).toEqual(['failure:no-speech', 'end']);
  });

  it('calls an end with only blank text "no-speech"', () => {
    const { rec, calls } = listenOnce();
    rec.hear(['   ', true]);
    rec.end();
    expect(calls.slice(-2)).toEqual(['failure:no-speech', 'end']);
  });

  it.each([
    ['not-allowed', 'not-allowed'],
    ['no-speech', 'no-speech'],
    ['network', 'network'],
    ['audio-capture', 'no-microphone'],
    ['service-not-allowed', 'unsupported'],
  ])('turns a browser "%s" error into one "%s" failure and no result', (code, failure) => {
    const { rec, calls } = listenOnce();
    rec.hear(['half a sent', false]);
    rec.fail(code);
    rec.end();
    expect(calls).toEqual(['interim:half a sent', `failure:${failure}`, 'end']);
  });

  it('reports only the first of several errors', () => {
    const { rec, calls } = listenOnce();
    rec.fail('network');
    rec.fail('no-speech');
    rec.end();
    expect(calls).toEqual(['failure:network', 'end']);
  });

  it('aborts silently: no result, no failure, just the end', () => {
    const { recognizer, rec, calls } = listenOnce();
    rec.hear(['I have', false]);
    recognizer.abort();
    expect(rec.aborted).toBe(true);
    expect(calls).toEqual(['interim:I have', 'end']);
  });

  it('stops on request, and the browser then delivers the result', () => {
    const { recognizer, rec, calls } = listenOnce();
    recognizer.stop();
    expect(rec.stopped).toBe(true);
    rec.hear(['see you tomorrow', true]);
    rec.end();
    expect(calls.slice(-2)).toEqual(['result:see you tomorrow', 'end']);
  });

  it('reports a recogniser that refuses to start as "failed", and ends', () => {
    FakeRecognition.throwOnStart = true;
    const { calls } = listenOnce();
    expect(calls).toEqual(['failure:failed', 'end']);
  });

  it('a new listen cancels one still running', () => {
    const { recognizer, rec: first } = listenOnce();
    recognizer.listen({ onInterim() {}, onResult() {}, onFailure() {}, onEnd() {} });
    expect(first.aborted).toBe(true);
    expect(FakeRecognition.last).not.toBe(first);
  });

  describe('with a stuck recogniser', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`stops it after ${MAX_LISTEN_MS} ms`, () => {
      const { rec } = listenOnce();
      vi.advanceTimersByTime(MAX_LISTEN_MS - 1);
      expect(rec.stopped).toBe(false);
      vi.advanceTimersByTime(1);
      expect(rec.stopped).toBe(true);
    });

    it('does not stop a later listen with an old timer', () => {
      const { rec } = listenOnce();
      rec.hear(['hello', true]);
      rec.end();
      vi.advanceTimersByTime(MAX_LISTEN_MS);
      expect(rec.stopped).toBe(false);
    });
  });
});
