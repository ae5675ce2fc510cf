import { useEffect, useEffectEvent, useState, type RefObject, type SyntheticEvent } from 'react';

export interface VideoState {
  position: number;
  /** NaN until the metadata has loaded. */
  duration: number;
  playing: boolean;
  ended: boolean;
  /** The file could not be loaded or decoded. */
  failed: boolean;
}

const INITIAL: VideoState = {
  position: 0,
  duration: Number.NaN,
  playing: false,
  ended: false,
  failed: false,
};

/**
 * Mirrors a <video> element into React state and drives it. `shouldStop` is checked on every
 * animation frame while playing, so the video pauses on a checkpoint's frame rather than up to
 * a quarter second later on the next timeupdate.
 */
export function useVideoElement(
  ref: RefObject<HTMLVideoElement | null>,
  shouldStop: (position: number) => boolean,
) {
  const [state, setState] = useState<VideoState>(INITIAL);

  const sync = () => {
    const v = ref.current;
    if (!v) return;
    setState((s) => ({
      ...s,
      position: v.currentTime,
      duration: v.duration,
      playing: !v.paused,
      ended: v.ended,
    }));
  };

  const stopHere = useEffectEvent((position: number) => shouldStop(position));
  useEffect(() => {
    if (!state.playing) return;
    let frame = requestAnimationFrame(function tick() {
      const v = ref.current;
      if (v && !v.paused && stopHere(v.currentTime)) {
        v.pause();
        return;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, state.playing]);

  const play = () => {
    // play() rejects when the browser blocks it or a pause interrupts it; the Play button stays.
    ref.current?.play().catch(() => undefined);
  };
  const pause = () => ref.current?.pause();
  const seek = (seconds: number) => {
    const v = ref.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : seconds;
    v.currentTime = Math.min(Math.max(0, seconds), end);
    sync();
  };

  const showCaptions = (on: boolean) => {
    for (const track of ref.current?.textTracks ?? []) track.mode = on ? 'showing' : 'hidden';
  };

  const fail = () => setState((s) => ({ ...s, failed: true, playing: false }));
  const onError = (e: SyntheticEvent<HTMLVideoElement>) => {
    // Only the video's own error counts; a captions track that fails to load does not stop it.
    if (e.currentTarget.error) fail();
  };

  // Media events fired before React attached its listeners (a file that fails at once, metadata
  // already cached) are read from the element once it is mounted.
  const catchUp = useEffectEvent(() => {
    if (ref.current?.error) fail();
    else sync();
  });
  useEffect(() => {
    catchUp();
  }, []);

  const handlers = {
    onLoadedMetadata: sync,
    onDurationChange: sync,
    onTimeUpdate: sync,
    onPlay: sync,
    onPause: sync,
    onEnded: sync,
    onSeeking: sync,
    onSeeked: sync,
    onError,
  };

  return { state, play, pause, seek, showCaptions, handlers };
}
