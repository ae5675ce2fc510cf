/**
 * One rapid brain battle item: a prompt and 2–4 big buttons. A tap is the answer (no Check, no
 * verdict): the view reports it and the Player moves straight on to the next item.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { BrainBattleContent } from '@web-ed/schemas';
import type { PluginViewProps } from '../view-props';
import { optionLayout } from './option-layout';
import { BRAIN_BATTLE_STRINGS } from './strings';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

export default function BrainBattleView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<BrainBattleContent>) {
  const { content } = question;
  const strings = BRAIN_BATTLE_STRINGS[lang];
  const promptId = useId();
  const instructionId = useId();
  // A second tap before the next item arrives must not answer twice.
  const [tapped, setTapped] = useState<string | null>(null);

  useShownEvent(question.id, onEvent);

  const locked = tapped !== null || feedback !== null;
  const tap = (id: string) => {
    if (locked) return;
    setTapped(id);
    onEvent({ kind: 'answered', questionId: question.id, answer: [id] });
  };

  const layout = optionLayout(content.options.map((o) => o.text));
  return (
    <div className="brain-battle">
      <p className="brain-battle__prompt" id={promptId}>
        <RichText text={content.prompt} />
      </p>
      <p className="brain-battle__instruction" id={instructionId}>
        {strings.tapToAnswer}
      </p>
      <div
        className={`brain-battle__options brain-battle__options--${layout.arrangement} brain-battle__options--${layout.size}`}
        role="group"
        aria-labelledby={promptId}
        aria-describedby={instructionId}
      >
        {content.options.map((option) => (
          <button
            key={option.id}
            type="button"
            className={
              option.id === tapped
                ? 'brain-battle__option brain-battle__option--tapped'
                : 'brain-battle__option'
            }
            disabled={locked}
            onClick={() => tap(option.id)}
          >
            <RichText text={option.text} mathStyle="display" />
          </button>
        ))}
      </div>
    </div>
  );
}
