import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@web-ed/schemas';
import { createRecognizer, type RecognitionFailure } from './recognition';

export interface Recognition {
  /** False when the browser has no speech recogniser at all. */
  supported: boolean;
  listening: boolean;
  /** Live text while the student speaks. */
  interim: string;
  /** The last listen's failure; `unsupported` from the start when there is no recogniser. */
  failure: RecognitionFailure | null;
  /** Listens once; `onHeard` gets the transcript (never empty). */
  start: (onHeard: (text: string) => void) => void;
  stop: () => void;
  /** Cancels a listen without an answer. */
  abort: () => void;
}

const unchanging = () => () => undefined;

/** The view's side of `recognition.ts`: one recogniser per question, cancelled when it goes. */
export function useRecognition(lang: Lang): Recognition {
  const [recognizer] = useState(() => createRecognizer(lang));
  // A server has no recogniser: its page draws the microphone, as most students' browsers (Chrome
  // on Android) have one, and the page is hydrated as drawn before a browser without one says so.
  const supported = useSyncExternalStore(
    unchanging,
    () => recognizer !== null,
    () => true,
  );
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [failure, setFailure] = useState<RecognitionFailure | null>(null);

  useEffect(() => () => recognizer?.abort(), [recognizer]);

  const start = (onHeard: (text: string) => void) => {
    if (!recognizer) return;
    setFailure(null);
    setInterim('');
    setListening(true);
    recognizer.listen({
      onInterim: setInterim,
      onResult: (text) => {
        setInterim('');
        onHeard(text);
      },
      onFailure: (f) => {
        setInterim('');
        setFailure(f);
      },
      onEnd: () => setListening(false),
    });
  };

  return {
    supported,
    listening,
    interim,
    failure: supported ? failure : 'unsupported',
    start,
    stop: () => recognizer?.stop(),
    abort: () => {
      recognizer?.abort();
      setInterim('');
    },
  };
}
