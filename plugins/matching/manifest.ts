import type { PluginManifest } from '@web-ed/engine';

/** Match the pairs: the spec gives it no type id (it arrived with QTI's matchInteraction in mind); 45 is ours. */
export const manifest: PluginManifest = {
  name: 'matching',
  type: 45,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/matching.content.schema.json',
};
