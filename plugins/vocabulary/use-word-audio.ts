import { useEffect, useRef, useState } from 'react';

/**
 * Plays a word's recording with a plain Audio element (short clips need nothing more), one at a
 * time, and remembers which one failed so the card can say so instead of staying silent.
 */
export function useWordAudio() {
  const current = useRef<HTMLAudioElement | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => () => current.current?.pause(), []);

  const play = (url: string) => {
    current.current?.pause();
    const audio = new Audio(url);
    current.current = audio;
    setFailed(null);
    audio.play().catch(() => {
      if (current.current === audio) setFailed(url);
    });
  };

  return { play, failed };
}
