/**
 * Each plugin's view module, fetched the first time one of its questions is shown and shared by
 * every later one. `forgetView` drops a failed fetch so a retry fetches again.
 */
import type { MinigamePlugin } from '@web-ed/engine';
import type { PluginView } from '@web-ed/plugins';

type Plugin = MinigamePlugin<unknown, PluginView>;

const views = new WeakMap<Plugin, Promise<{ default: PluginView }>>();

export function viewModule(plugin: Plugin): Promise<{ default: PluginView }> {
  let view = views.get(plugin);
  if (!view) {
    view = plugin.loadView();
    views.set(plugin, view);
  }
  return view;
}

/**
 * Every plugin's view, loaded ahead (the server renderer, so a question renders in one pass). A
 * view that cannot load there is left to the browser.
 */
export async function preloadViews(plugins: readonly Plugin[]): Promise<void> {
  await Promise.allSettled(plugins.map((plugin) => viewModule(plugin)));
}

export function forgetView(plugin: Plugin): void {
  views.delete(plugin);
}
