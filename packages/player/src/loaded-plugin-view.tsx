import { use, useEffect } from 'react';
import type { MinigamePlugin } from '@web-ed/engine';
import type { PluginView, PluginViewProps } from '@web-ed/plugins';
import { viewModule } from './view-module';

interface LoadedPluginViewProps extends PluginViewProps {
  plugin: MinigamePlugin<unknown, PluginView>;
  /** Told once the view is on in the browser (rendered, or hydrated from the server's page). */
  onLive: (live: true) => void;
}

/** A plugin's view: suspends while its code loads, and throws to the error boundary if that fails. */
export function LoadedPluginView({ plugin, onLive, ...props }: LoadedPluginViewProps) {
  const { default: View } = use(viewModule(plugin));
  useEffect(() => onLive(true), [onLive]);
  return <View {...props} />;
}
