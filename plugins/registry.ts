/** Every minigame the player knows. Adding a minigame: its folder, and one line here. */
import { PluginRegistry } from '@web-ed/engine';
import { mcq } from './mcq';
import type { PluginView } from './view-props';

export const registry = new PluginRegistry<PluginView>([
  mcq,
]);

export type { Feedback, PluginView, PluginViewProps, WebPlugin } from './view-props';
