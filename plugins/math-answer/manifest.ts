import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'math-answer',
  type: 41,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/math-answer.content.schema.json',
};
