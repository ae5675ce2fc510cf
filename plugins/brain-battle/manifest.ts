import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'brain-battle',
  type: 7,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/brain-battle.content.schema.json',
};
