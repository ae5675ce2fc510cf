import { use } from 'react';
import type { MinigamePlugin } from '@web-ed/engine';
import type { PluginView, PluginViewProps } from '@web-ed/plugins';
import { viewModule } from './view-module';

interface LoadedPluginViewProps extends PluginViewProps {
  plugin: MinigamePlugin<unknown, PluginView>;
}

/** A plugin's view: suspends while its code loads, and throws to the error boundary if that fails. */
export function LoadedPluginView({ plugin, ...props }: LoadedPluginViewProps) {
  const { default: View } = use(viewModule(plugin));
  return <View {...props} />;
}
