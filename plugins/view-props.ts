/** The contract between the Player and every plugin view: views emit events, they never score or store. */
import type { ComponentType } from 'react';
import type { MinigamePlugin, PlayableQuestion, PluginEvent } from '@web-ed/engine';
import type { Lang } from '@web-ed/schemas';

export interface Feedback {
  /** null where the minigame does not judge single answers. */
  correct: boolean | null;
  expected: string[];
  explanation?: string | undefined;
  /** The student's answer as the play recorded it: a play continued after a reload shows it. */
  given?: string[];
}

export interface PluginViewProps<Content = unknown> {
  question: PlayableQuestion<Content>;
  lang: Lang;
  /** Set once the question is answered: the view shows it and accepts no more input. */
  feedback: Feedback | null;
  onEvent: (event: PluginEvent) => void;
}

export type PluginView<Content = unknown> = ComponentType<PluginViewProps<Content>>;

export type WebPlugin<Content> = MinigamePlugin<Content, PluginView<Content>>;
