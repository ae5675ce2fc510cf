import type { PluginManifest } from '@web-ed/engine';

/** True or false: the spec gives it no type id (it arrived with H5P's TrueFalse in mind); 42 is ours. */
export const manifest: PluginManifest = {
  name: 'true-false',
  type: 42,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/true-false.content.schema.json',
};
