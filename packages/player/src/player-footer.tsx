import type { Ref } from 'react';
import type { Feedback } from '@web-ed/plugins';
import type { PlayerStrings } from './strings';

interface PlayerFooterProps {
  feedback: Feedback | null;
  incomplete: boolean;
  isLast: boolean;
  strings: PlayerStrings;
  nextRef: Ref<HTMLButtonElement>;
  onNext: () => void;
  onSkip: () => void;
}

/**
 * Below the question: Skip while it is open; once answered, the engine's verdict in words and an
 * icon (never colour alone) and Next. The status line is always there so screen readers hear it.
 */
export function PlayerFooter({
  feedback,
  incomplete,
  isLast,
  strings,
  nextRef,
  onNext,
  onSkip,
}: PlayerFooterProps) {
  const tone = !feedback
    ? 'open'
    : feedback.correct === null
      ? 'neutral'
      : feedback.correct
        ? 'correct'
        : 'wrong';
  let status = incomplete ? strings.incomplete : '';
  if (tone === 'neutral') status = strings.saved;
  if (tone === 'correct') status = strings.correct;
  if (tone === 'wrong') status = strings.notQuite;
  return (
    <div className={`player-footer player-footer--${tone}`}>
      <p className="player-footer__status" role="status">
        {tone !== 'open' && (
          <span className="player-footer__icon" aria-hidden="true">
            {tone === 'wrong' ? '✗' : '✓'}
          </span>
        )}
        {status}
      </p>
      {feedback ? (
        <button
          ref={nextRef}
          type="button"
          className="player-button player-button--primary"
          onClick={onNext}
        >
          {isLast ? strings.seeResults : strings.next}
        </button>
      ) : (
        <button type="button" className="player-button player-button--secondary" onClick={onSkip}>
          {strings.skip}
        </button>
      )}
    </div>
  );
}
