import { Suspense, useState } from 'react';
import type { PlayableQuestion, PluginEvent, PluginRegistry } from '@web-ed/engine';
import type { Feedback, PluginView } from '@web-ed/plugins';
import type { Lang } from '@web-ed/schemas';
import { ErrorCard } from './error-card';
import { LoadedPluginView } from './loaded-plugin-view';
import { QuestionSkeleton } from './question-skeleton';
import type { PlayerStrings } from './strings';
import { forgetView } from './view-module';
import { ViewErrorBoundary } from './view-error-boundary';

interface QuestionSlotProps {
  question: PlayableQuestion;
  registry: PluginRegistry<PluginView>;
  lang: Lang;
  feedback: Feedback | null;
  strings: PlayerStrings;
  onEvent: (event: PluginEvent) => void;
}

/** The current question's plugin view, loaded lazily, with a skeleton and error cards around it. */
export function QuestionSlot({
  question,
  registry,
  lang,
  feedback,
  strings,
  onEvent,
}: QuestionSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // Inert until the view is on: a page the server rendered shows the question before its view's
  // code has come, and a tap there would be lost.
  const [live, setLive] = useState(false);
  if (!registry.has(question.type)) {
    return (
      <ErrorCard title={strings.unknownTypeTitle} message={strings.unknownType(question.type)} />
    );
  }
  const plugin = registry.get(question.type);
  const retry = () => {
    forgetView(plugin);
    setAttempt((n) => n + 1);
  };
  const failed = (
    <ErrorCard title={strings.loadFailedTitle} message={strings.loadFailed}>
      <button type="button" className="player-button player-button--secondary" onClick={retry}>
        {strings.retry}
      </button>
    </ErrorCard>
  );
  return (
    <ViewErrorBoundary key={attempt} fallback={failed}>
      <div className="question-slot" inert={!live}>
        <Suspense fallback={<QuestionSkeleton label={strings.loading} />}>
          <LoadedPluginView
            plugin={plugin}
            question={question}
            lang={lang}
            feedback={feedback}
            onEvent={onEvent}
            onLive={setLive}
          />
        </Suspense>
      </div>
    </ViewErrorBoundary>
  );
}
