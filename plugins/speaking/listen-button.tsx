import { Icon } from '../listening/icons';
import type { Playback } from '../listening/use-playback';
import type { SpeakingStrings } from './strings';

interface ListenButtonProps {
  playback: Playback;
  strings: SpeakingStrings;
  /** Called before playing, so the microphone does not hear the model. */
  onBeforePlay: () => void;
}

/** Plays the model sentence from the start (the recording, else the device's voice), or stops it. */
export function ListenButton({ playback, strings, onBeforePlay }: ListenButtonProps) {
  const playing = playback.state === 'playing';
  const play = () => {
    onBeforePlay();
    playback.replay();
  };
  return (
    <>
      <button
        type="button"
        className={`listen${playing ? ' listen--playing' : ''}`}
        onClick={playing ? playback.stop : play}
      >
        <Icon name={playing ? 'stop' : 'speaker'} />
        {playing ? strings.stop : strings.listen}
      </button>
      {playback.problem && (
        <p className="speaking__note" role="status">
          {strings.modelUnavailable}
        </p>
      )}
    </>
  );
}
