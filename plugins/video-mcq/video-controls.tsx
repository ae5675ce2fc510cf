import type { CSSProperties } from 'react';
import type { VideoMcqStrings } from './strings';
import { formatClock } from './format-time';
import { BackIcon, CaptionsIcon, PauseIcon, PlayIcon } from './icons';
import type { VideoState } from './use-video-element';

export interface SeekMarker {
  /** 0–1 along the bar. */
  fraction: number;
  answered: boolean;
}

interface VideoControlsProps {
  state: VideoState;
  strings: VideoMcqStrings;
  /** A question is waiting: the video cannot play on until it is answered. */
  locked: boolean;
  markers: SeekMarker[];
  captions: { on: boolean; toggle: () => void } | null;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (seconds: number) => void;
}

const BACK_SECONDS = 10;

/**
 * Our own controls instead of the browser's: 48 px targets on every phone, labelled buttons, a
 * seek bar that says the time in words, and a Play button that stays off while a question waits.
 */
export function VideoControls({
  state,
  strings,
  locked,
  markers,
  captions,
  onPlay,
  onPause,
  onSeek,
}: VideoControlsProps) {
  const { position, duration, playing } = state;
  const known = Number.isFinite(duration) && duration > 0;
  const time = strings.timeOf(formatClock(position), formatClock(duration));
  return (
    <div className="vmcq-controls">
      <div className="vmcq-controls__seek">
        <input
          type="range"
          className="vmcq-controls__range"
          min={0}
          max={known ? duration : 1}
          step={0.1}
          value={known ? Math.min(position, duration) : 0}
          disabled={!known}
          aria-label={strings.seek}
          aria-valuetext={time}
          onChange={(e) => onSeek(Number(e.currentTarget.value))}
        />
        <div className="vmcq-controls__markers" aria-hidden="true">
          {markers.map((m, i) => (
            <span
              key={i}
              className={`vmcq-controls__marker${m.answered ? ' vmcq-controls__marker--answered' : ''}`}
              style={{ '--at': m.fraction } as CSSProperties}
            />
          ))}
        </div>
      </div>
      <div className="vmcq-controls__row">
        {playing ? (
          <button type="button" className="vmcq-button vmcq-button--primary" onClick={onPause}>
            <PauseIcon />
            {strings.pause}
          </button>
        ) : (
          <button
            type="button"
            className="vmcq-button vmcq-button--primary"
            onClick={onPlay}
            disabled={locked || state.failed}
          >
            <PlayIcon />
            {strings.play}
          </button>
        )}
        <button
          type="button"
          className="vmcq-button vmcq-button--icon"
          aria-label={strings.back10}
          title={strings.back10}
          disabled={!known}
          onClick={() => onSeek(position - BACK_SECONDS)}
        >
          <BackIcon />
        </button>
        <span className="vmcq-controls__time" aria-hidden="true">
          {formatClock(position)} / {formatClock(duration)}
        </span>
        {captions && (
          <button
            type="button"
            className="vmcq-button vmcq-button--icon vmcq-button--toggle"
            aria-label={strings.captions}
            title={strings.captions}
            aria-pressed={captions.on}
            disabled={state.failed}
            onClick={captions.toggle}
          >
            <CaptionsIcon />
          </button>
        )}
      </div>
    </div>
  );
}
