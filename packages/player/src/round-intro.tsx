import { useEffect, useId, useRef } from 'react';
import { Switch } from '@web-ed/ui';
import type { PlayerStrings } from './strings';
import { TimerIcon } from './timer-icon';

interface RoundIntroProps {
  questions: number;
  seconds: number;
  relaxed: boolean;
  strings: PlayerStrings;
  headingLevel: 2 | 3;
  onRelaxedChange: (relaxed: boolean) => void;
  onStart: () => void;
}

/**
 * Before a timed round: what the clock will be, a "No time pressure" switch, and Start. The clock
 * starts only once the student is ready (and the first question is on screen).
 */
export function RoundIntro({
  questions,
  seconds,
  relaxed,
  strings,
  headingLevel,
  onRelaxedChange,
  onStart,
}: RoundIntroProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hintId = useId();
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    startRef.current?.focus();
  }, []);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <div className="player-intro">
      <Heading className="player-intro__title">{strings.roundTitle}</Heading>
      <p
        className={relaxed ? 'player-intro__clock player-intro__clock--off' : 'player-intro__clock'}
        aria-hidden="true"
      >
        <TimerIcon className="player-intro__icon" />
        {relaxed ? '∞' : clock}
      </p>
      <p className="player-intro__rules">
        {relaxed ? strings.roundRulesRelaxed(questions) : strings.roundRules(questions, seconds)}
      </p>
      <Switch
        checked={relaxed}
        onChange={onRelaxedChange}
        label={strings.noTimePressure}
        describedBy={hintId}
      />
      <p id={hintId} className="player-intro__hint">
        {strings.noTimePressureHint}
      </p>
      <button
        ref={startRef}
        type="button"
        className="player-button player-button--primary player-intro__start"
        onClick={onStart}
      >
        {strings.start}
      </button>
    </div>
  );
}
