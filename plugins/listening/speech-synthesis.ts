/**
 * Reads a text aloud with the device's speech synthesis: the fallback when a question has no
 * recording. Engines fail in odd ways (Linux without speech-dispatcher, WebViews without
 * voices: no event at all), so a start that never comes counts as a failure too.
 */
import type { Lang } from '@web-ed/schemas';
import { speechLocale } from './speech-locale';

export interface SpeakCallbacks {
  onStart: () => void;
  onEnd: () => void;
  /** The device cannot read this aloud (no engine, no voice, engine error). */
  onFailure: () => void;
}

// The parts of the Web Speech API we use, so tests can fake them.
export interface VoiceLike {
  lang: string;
}
export interface UtteranceLike {
  lang: string;
  rate: number;
  voice: unknown;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
}
export interface SynthesisLike {
  speak: (utterance: never) => void;
  cancel: () => void;
  getVoices: () => readonly VoiceLike[];
}
export interface SynthesisEnv {
  synth: SynthesisLike;
  Utterance: new (text: string) => UtteranceLike;
}

/** How long an engine may take to start speaking before we call it broken. */
export const START_TIMEOUT_MS = 4000;

/** Errors we cause ourselves by cancelling (replay, leaving the question). */
const SELF_INFLICTED = new Set(['interrupted', 'canceled']);

export function findSynthesis(scope: object = globalThis): SynthesisEnv | null {
  const w = scope as {
    speechSynthesis?: SynthesisLike;
    SpeechSynthesisUtterance?: SynthesisEnv['Utterance'];
  };
  return w.speechSynthesis && w.SpeechSynthesisUtterance
    ? { synth: w.speechSynthesis, Utterance: w.SpeechSynthesisUtterance }
    : null;
}

/** A voice of exactly this locale, else of this language; undefined lets the engine pick by `lang`. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: Lang): V | undefined {
  const locale = speechLocale(lang).toLowerCase();
  const norm = (v: V) => v.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((v) => norm(v) === locale) ?? voices.find((v) => norm(v).split('-')[0] === lang)
  );
}

/** Starts reading `text`; returns a cancel function. */
export function speakText(
  text: string,
  lang: Lang,
  rate: number,
  cb: SpeakCallbacks,
  env: SynthesisEnv | null = findSynthesis(),
): () => void {
  if (!env) {
    cb.onFailure();
    return () => {};
  }
  const { synth, Utterance } = env;
  // A previous utterance still queued would delay this one (and trip the start timeout).
  synth.cancel();
  const utterance = new Utterance(text);
  utterance.lang = speechLocale(lang);
  utterance.rate = rate;
  const voice = pickVoice(synth.getVoices(), lang);
  if (voice) utterance.voice = voice;

  let done = false;
  const finish = (then: () => void) => {
    if (done) return;
    done = true;
    clearTimeout(watchdog);
    then();
  };
  const watchdog = setTimeout(() => {
    synth.cancel();
    finish(cb.onFailure);
  }, START_TIMEOUT_MS);

  utterance.onstart = () => {
    clearTimeout(watchdog);
    cb.onStart();
  };
  utterance.onend = () => finish(cb.onEnd);
  utterance.onerror = (event) => finish(SELF_INFLICTED.has(event.error) ? cb.onEnd : cb.onFailure);
  synth.speak(utterance as never);

  return () => {
    // Mark done first: cancelling fires `interrupted`/`end`, which must not reach a gone view.
    done = true;
    clearTimeout(watchdog);
    synth.cancel();
  };
}
