/**
 * Plays what a question says: its recording through howler (HTML5 audio, so it streams on slow
 * data instead of downloading and decoding first), or the device's speech synthesis when there
 * is no recording or it will not load. Shared by the listening view and speaking's model sentence.
 */
import { useEffect, useRef, useState } from 'react';
import type { Howl } from 'howler';
import type { Lang } from '@web-ed/schemas';
import { speakText } from './speech-synthesis';

export type PlaybackState = 'idle' | 'loading' | 'playing' | 'paused';

/** `load-failed`: the recording did not load and there is no text to read instead. */
export type PlaybackProblem = 'load-failed' | 'no-voice' | null;

export interface PlaybackSource {
  /** Already resolved through the host's assetUrl. */
  audioUrl: string | null;
  text: string | null;
  lang: Lang;
}

export interface Playback {
  state: PlaybackState;
  problem: PlaybackProblem;
  /** 'file': the recording; 'voice': the device reads the text. */
  via: 'file' | 'voice';
  /** 0 to 1 through the recording; null for the voice (engines do not report a position). */
  progress: number | null;
  /** Seconds into the recording. */
  elapsed: number;
  /**
   * Seconds, once the recording has loaded; null while unknown (a server without range requests
   * leaves an Ogg stream's length unknown until it has played through).
   */
  duration: number | null;
  /** Speech synthesis cannot pause reliably (Android's pause is a cancel): it stops instead. */
  canPause: boolean;
  /** Play, or pause (the voice: stop). After a failed load, tries loading again. */
  toggle: () => void;
  /** From the start. */
  replay: () => void;
  stop: () => void;
}

const PROGRESS_EVERY_MS = 250;

const known = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? seconds : null);

/**
 * `onDemand` (the host's save-data mode): the recording is fetched when the student first plays
 * it, not when the question shows.
 */
export function usePlayback(source: PlaybackSource, rate: number, onDemand = false): Playback {
  const { audioUrl, text, lang } = source;
  const [via, setVia] = useState<'file' | 'voice'>(audioUrl ? 'file' : 'voice');
  const [state, setState] = useState<PlaybackState>(audioUrl && !onDemand ? 'loading' : 'idle');
  // The recording may load: at once, or after the first play in save-data mode.
  const [fetching, setFetching] = useState(!onDemand);
  const [problem, setProblem] = useState<PlaybackProblem>(audioUrl || text ? null : 'no-voice');
  const [progress, setProgress] = useState<number | null>(audioUrl ? 0 : null);
  const [duration, setDuration] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  // Bumped to load the recording again after a failure (flaky mobile data).
  const [attempt, setAttempt] = useState(0);
  const howlRef = useRef<Howl | null>(null);
  // A play is waiting for howler or the recording to arrive.
  const wantPlay = useRef(false);
  const rateRef = useRef(rate);
  const cancelVoice = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!audioUrl || via !== 'file' || !fetching) return;
    let cancelled = false;
    let howl: Howl | null = null;
    const failed = () => {
      if (cancelled) return;
      wantPlay.current = false;
      if (text) {
        setVia('voice');
        setProgress(null);
      } else {
        setProblem('load-failed');
      }
      setState('idle');
    };
    // howler is loaded only by the views that play something, not with the app.
    import('howler').then(({ Howl: HowlClass }) => {
      if (cancelled) return;
      const h: Howl = new HowlClass({
        src: [audioUrl],
        html5: true,
        preload: true,
        rate: rateRef.current,
        onload: () => {
          setDuration(known(h.duration()));
          setState((s) => (s === 'loading' ? 'idle' : s));
        },
        onloaderror: failed,
        onplay: () => {
          wantPlay.current = false;
          setState('playing');
        },
        onpause: () => setState('paused'),
        onstop: () => setState('idle'),
        onend: () => {
          setState('idle');
          setProgress(1);
          const length = known(h.duration());
          setDuration(length);
          if (length) setElapsed(length);
        },
        // Mobile browsers refuse sound before a tap; howler unlocks audio on the next one.
        onplayerror: () => {
          setState('idle');
          h.once('unlock', () => h.play());
        },
      });
      howl = h;
      howlRef.current = h;
      // Tapped while howler was still arriving: howler itself queues it until the file loads.
      if (wantPlay.current) h.play();
    }, failed);
    return () => {
      cancelled = true;
      howl?.unload();
      howlRef.current = null;
    };
  }, [audioUrl, text, via, attempt, fetching]);

  useEffect(() => {
    rateRef.current = rate;
    howlRef.current?.rate(rate);
  }, [rate]);

  useEffect(() => {
    if (state !== 'playing' || via !== 'file') return;
    const timer = setInterval(() => {
      const h = howlRef.current;
      // A tick queued before the end would read the position howler has reset to 0 over the
      // full length onend just showed.
      if (!h || !h.playing()) return;
      const at = h.seek();
      const length = known(h.duration());
      setElapsed(at);
      setDuration(length);
      if (length) setProgress(Math.min(1, at / length));
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [state, via]);

  useEffect(() => () => cancelVoice.current?.(), []);

  const speak = () => {
    if (!text) return;
    cancelVoice.current?.();
    setProblem(null);
    setState('loading');
    cancelVoice.current = speakText(text, lang, rateRef.current, {
      onStart: () => setState('playing'),
      onEnd: () => setState('idle'),
      onFailure: () => {
        setProblem('no-voice');
        setState('idle');
      },
    });
  };

  const stopVoice = () => {
    cancelVoice.current?.();
    cancelVoice.current = null;
    setState('idle');
  };

  const playFile = (fromStart: boolean) => {
    const h = howlRef.current;
    if (!fetching) {
      // Save data: the first play fetches the recording, and plays it once it arrives.
      wantPlay.current = true;
      setState('loading');
      setFetching(true);
      return;
    }
    if (problem === 'load-failed') {
      setProblem(null);
      setState('loading');
      wantPlay.current = true;
      setAttempt((n) => n + 1);
      return;
    }
    if (!h || h.state() !== 'loaded') {
      // Not loaded yet: one play waits for it (a second tap must not queue a second copy).
      if (h && !wantPlay.current) h.play();
      wantPlay.current = true;
      return;
    }
    h.rate(rateRef.current);
    if (fromStart) {
      h.stop();
      setProgress(0);
      setElapsed(0);
    }
    h.play();
  };

  const toggle = () => {
    if (via === 'voice') {
      if (state === 'playing' || state === 'loading') stopVoice();
      else speak();
      return;
    }
    if (state === 'playing') howlRef.current?.pause();
    else playFile(false);
  };

  const replay = () => {
    if (via === 'voice') speak();
    else playFile(true);
  };

  const stop = () => {
    wantPlay.current = false;
    if (via === 'voice') stopVoice();
    else howlRef.current?.stop();
  };

  return {
    state,
    problem,
    via,
    progress,
    elapsed,
    duration,
    canPause: via === 'file',
    toggle,
    replay,
    stop,
  };
}
