import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'vocabulary',
  type: 33,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/vocabulary.content.schema.json',
};
