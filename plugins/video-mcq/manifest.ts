import { MINIGAME, type PluginManifest } from '@web-ed/engine';

export const manifest: PluginManifest = {
  name: 'video-mcq',
  type: MINIGAME.videoMcq,
  version: '1.0.0',
  schemaVersion: 1,
  contentSchemaId: 'https://web-ed.app/schemas/plugins/video-mcq.content.schema.json',
};
