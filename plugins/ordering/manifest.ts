import type { PluginManifest } from '@web-ed/engine';

/** Put in order: the spec gives it no type id (it arrived with QTI's orderInteraction in mind); 44 is ours. */
export const manifest: PluginManifest = {
  name: 'ordering',
  type: 44,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/ordering.content.schema.json',
};
