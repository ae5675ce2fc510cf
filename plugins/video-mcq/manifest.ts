import type { PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'video-mcq',
  type: 34,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/video-mcq.content.schema.json',
};
