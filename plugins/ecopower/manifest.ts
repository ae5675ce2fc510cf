import type { PluginManifest } from '@web-ed/engine';

/** The sponsored finance and environment course's card deck; the spec gives it no type id, 40 is ours. */
export const manifest: PluginManifest = {
  name: 'ecopower',
  type: 40,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/ecopower.content.schema.json',
};
