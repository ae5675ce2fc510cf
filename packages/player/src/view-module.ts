/**
 * Each plugin's view module, fetched the first time one of its questions is shown and shared by
 * every later one. `forgetView` drops a failed fetch so a retry fetches again.
 */
import type { MinigamePlugin } from '@web-ed/engine';
import type { PluginView } from '@web-ed/plugins';

type Plugin = MinigamePlugin<unknown, PluginView>;

const views = new WeakMap<Plugin, Promise<{ default: PluginView }>>();

/** The plugins whose views a render asks for, while one is watched (viewsAskedBy). */
let asked: Set<string> | null = null;

export function viewModule(plugin: Plugin): Promise<{ default: PluginView }> {
  asked?.add(plugin.manifest.name);
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

/** The names of the plugins whose views `render` showed (the server's page carries their CSS). */
export function viewsAskedBy(render: () => void): string[] {
  asked = new Set();
  try {
    render();
    return [...asked];
  } finally {
    asked = null;
  }
}

export function forgetView(plugin: Plugin): void {
  views.delete(plugin);
}
