import './audio-controls.css';
import { Icon } from './icons';
import type { ListeningStrings } from './strings';
import type { Playback } from './use-playback';

interface AudioControlsProps {
  playback: Playback;
  slow: boolean;
  onSlowChange: (slow: boolean) => void;
  strings: ListeningStrings;
}

/** m:ss, the way a music player shows it. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Play or pause, a progress bar for a recording, replay from the start, and a slower speed. */
export function AudioControls({ playback, slow, onSlowChange, strings }: AudioControlsProps) {
  const { state, via, progress, elapsed, duration, canPause } = playback;
  const busy = state === 'loading';
  const playing = state === 'playing';
  let label = strings.play;
  if (busy) label = strings.loading;
  else if (playing) label = canPause ? strings.pause : strings.stop;
  return (
    <div className="audio-controls" role="group" aria-label={strings.audio}>
      <div className="audio-controls__main">
        <button
          type="button"
          className={`audio-controls__play${busy ? ' audio-controls__play--busy' : ''}`}
          aria-label={label}
          onClick={playback.toggle}
        >
          <Icon name={playing ? (canPause ? 'pause' : 'stop') : 'play'} />
        </button>
        {via === 'file' && progress !== null ? (
          <div className="audio-controls__track">
            <div className="audio-controls__bar" aria-hidden="true">
              <div
                className="audio-controls__fill"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
            <span className="audio-controls__time">
              {busy
                ? strings.loading
                : duration
                  ? `${clock(elapsed)} / ${clock(duration)}`
                  : clock(elapsed)}
            </span>
          </div>
        ) : (
          <p className="audio-controls__voice">{busy ? strings.loading : strings.computerVoice}</p>
        )}
      </div>
      <div className="audio-controls__row">
        <button type="button" className="audio-controls__button" onClick={playback.replay}>
          <Icon name="replay" />
          {strings.replay}
        </button>
        <button
          type="button"
          className="audio-controls__button"
          aria-pressed={slow}
          onClick={() => onSlowChange(!slow)}
        >
          <Icon name="slow" />
          {strings.slower} <span className="audio-controls__rate">0.75×</span>
        </button>
      </div>
    </div>
  );
}
