import { Icon } from '../listening/icons';

interface MicButtonProps {
  listening: boolean;
  label: string;
  onClick: () => void;
}

/** The big round microphone: tap to speak, tap again to stop (it also stops on silence). */
export function MicButton({ listening, label, onClick }: MicButtonProps) {
  return (
    <button type="button" className={`mic${listening ? ' mic--listening' : ''}`} onClick={onClick}>
      <span className="mic__circle">
        <Icon name={listening ? 'stop' : 'mic'} />
      </span>
      <span className="mic__label">{label}</span>
    </button>
  );
}
