import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'mcq',
  type: 29,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/mcq.content.schema.json',
};
