import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'reading',
  type: 31,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/reading.content.schema.json',
};
