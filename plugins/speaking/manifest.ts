import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'speaking',
  type: 30,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/speaking.content.schema.json',
};
