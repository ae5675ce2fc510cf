/**
 * A small wrapper over the browser's speech recogniser (SpeechRecognition, or Chrome's prefixed
 * webkitSpeechRecognition). The view only sees `Recognizer`: listen once, get live text, then
 * either what was heard or one failure the student can act on. Tests pass a fake constructor.
 */
import type { Lang } from '@web-ed/schemas';
import { speechLocale } from '../listening/speech-locale';

/** Everything that can go wrong, reduced to what the student can do about it. */
export type RecognitionFailure =
  | 'not-allowed' // microphone refused: allow it in settings, or type
  | 'no-speech' // nothing heard: try again, closer and louder
  | 'no-microphone' // no capture device
  | 'network' // the recogniser's server could not be reached
  | 'unsupported' // no recogniser, or not for this language
  | 'failed'; // anything else

export interface RecognitionCallbacks {
  /** Live text while the student speaks (final words so far plus the current guess). */
  onInterim: (text: string) => void;
  /** What was heard, once the student stops (never empty: silence is a `no-speech` failure). */
  onResult: (text: string) => void;
  onFailure: (failure: RecognitionFailure) => void;
  /** Always the last call of a listen, whatever happened. */
  onEnd: () => void;
}

export interface Recognizer {
  /** Listens once: stops by itself when the student goes quiet. */
  listen: (callbacks: RecognitionCallbacks) => void;
  /** Stops listening and delivers what was heard so far. */
  stop: () => void;
  /** Cancels without a result or failure (leaving the question). */
  abort: () => void;
}

// The parts of the Web Speech API we use, so a fake needs no more than this.
export interface SpeechAlternativeLike {
  transcript: string;
}
export interface SpeechResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechAlternativeLike | undefined;
}
export interface SpeechResultEventLike {
  results: { readonly length: number; [index: number]: SpeechResultLike | undefined };
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** A listen that never ends by itself (a stuck recogniser) is stopped after this long. */
export const MAX_LISTEN_MS = 15_000;

/**
 * Maps a SpeechRecognitionErrorEvent `error` code to a failure; null for `aborted`, which only
 * happens when we cancel on purpose.
 */
export function mapRecognitionError(code: string): RecognitionFailure | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'not-allowed':
      return 'not-allowed';
    // The browser or OS forbids the service itself (Safari with dictation off, some WebViews):
    // granting the microphone would not help, so it reads as "cannot recognise speech here".
    case 'service-not-allowed':
    case 'language-not-supported':
      return 'unsupported';
    case 'no-speech':
      return 'no-speech';
    case 'audio-capture':
      return 'no-microphone';
    case 'network':
      return 'network';
    default:
      return 'failed';
  }
}

/** The recogniser constructor of this browser, if it has one. */
export function findRecognition(scope: object = globalThis): SpeechRecognitionConstructor | null {
  const w = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof ctor === 'function' ? (ctor as SpeechRecognitionConstructor) : null;
}

function transcriptOf(event: SpeechResultEventLike): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let i = 0; i < event.results.length; i++) {
    const result = event.results[i];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final += text;
    else interim += text;
  }
  return { final: final.trim(), interim: interim.trim() };
}

/** null when the browser cannot recognise speech at all. */
export function createRecognizer(
  lang: Lang,
  Recognition: SpeechRecognitionConstructor | null = findRecognition(),
): Recognizer | null {
  if (!Recognition) return null;
  let active: SpeechRecognitionLike | null = null;

  const listen = (cb: RecognitionCallbacks) => {
    active?.abort();
    const rec = new Recognition();
    active = rec;
    rec.lang = speechLocale(lang);
    rec.interimResults = true;
    // One utterance: the recogniser ends on its own once the student goes quiet.
    rec.continuous = false;
    rec.maxAlternatives = 1;

    let heard = { final: '', interim: '' };
    let settled = false;
    const watchdog = setTimeout(() => rec.stop(), MAX_LISTEN_MS);
    const settle = () => {
      settled = true;
    };

    rec.onresult = (event) => {
      heard = transcriptOf(event);
      cb.onInterim([heard.final, heard.interim].filter(Boolean).join(' '));
    };
    rec.onerror = (event) => {
      if (settled) return;
      settle();
      const failure = mapRecognitionError(event.error);
      if (failure) cb.onFailure(failure);
    };
    rec.onend = () => {
      clearTimeout(watchdog);
      if (active === rec) active = null;
      if (!settled) {
        settle();
        // Some Android builds end on an interim guess without a final result: keep the guess.
        const text = heard.final || heard.interim;
        if (text) cb.onResult(text);
        else cb.onFailure('no-speech');
      }
      cb.onEnd();
    };
    try {
      rec.start();
    } catch {
      // start() throws when another recognition holds the microphone (InvalidStateError).
      clearTimeout(watchdog);
      active = null;
      settle();
      cb.onFailure('failed');
      cb.onEnd();
    }
  };

  return {
    listen,
    stop: () => active?.stop(),
    abort: () => {
      const rec = active;
      active = null;
      rec?.abort();
    },
  };
}
