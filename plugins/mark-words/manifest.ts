import type { PluginManifest } from '@web-ed/engine';

/** Select the words: the spec gives it no type id (it arrived with H5P.MarkTheWords in mind); 46 is ours. */
export const manifest: PluginManifest = {
  name: 'mark-words',
  type: 46,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/mark-words.content.schema.json',
};
