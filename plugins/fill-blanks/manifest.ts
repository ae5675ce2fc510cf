import type { PluginManifest } from '@web-ed/engine';

/** Fill in the blanks: the spec gives it no type id (it arrived with H5P.Blanks in mind); 43 is ours. */
export const manifest: PluginManifest = {
  name: 'fill-blanks',
  type: 43,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/fill-blanks.content.schema.json',
};
