/**
 * One React.lazy component per plugin, created once, so each minigame's code is fetched the first
 * time one of its questions is shown and never again. `forgetView` lets a failed fetch retry.
 */
import { lazy, type LazyExoticComponent } from 'react';
import type { MinigamePlugin } from '@web-ed/engine';
import type { PluginView } from '@web-ed/plugins';

type Plugin = MinigamePlugin<unknown, PluginView>;

const views = new WeakMap<Plugin, LazyExoticComponent<PluginView>>();

export function lazyView(plugin: Plugin): LazyExoticComponent<PluginView> {
  let view = views.get(plugin);
  if (!view) {
    view = lazy(plugin.loadView);
    views.set(plugin, view);
  }
  return view;
}

export function forgetView(plugin: Plugin): void {
  views.delete(plugin);
}
