/**
 * One question's plugin view on its own, for hosts that run their own flow around it (the skill
 * check: one question at a time, scored on the server, no feedback shown). The view loads lazily
 * with the Player's skeleton and error cards, and reports the plugin's events.
 */
import type { PlayableQuestion, PluginEvent, PluginRegistry } from '@web-ed/engine';
import type { PluginView } from '@web-ed/plugins';
import type { Lang } from '@web-ed/schemas';
import { QuestionSlot } from './question-slot';
import { PLAYER_STRINGS } from './strings';
import '@web-ed/ui/tokens.css';
import './player.css';

export interface QuestionViewProps {
  question: PlayableQuestion;
  registry: PluginRegistry<PluginView>;
  lang: Lang;
  onEvent: (event: PluginEvent) => void;
}

export function QuestionView({ question, registry, lang, onEvent }: QuestionViewProps) {
  return (
    <section className="player" data-question-id={question.id}>
      <QuestionSlot
        key={question.id}
        question={question}
        registry={registry}
        lang={lang}
        feedback={null}
        strings={PLAYER_STRINGS[lang]}
        onEvent={onEvent}
      />
    </section>
  );
}
