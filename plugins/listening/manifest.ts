import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'listening',
  type: 32,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/listening.content.schema.json',
};
