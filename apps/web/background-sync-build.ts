/**
 * Builds the service worker's background sync (apps/web/src/worker/background-sync.ts) into
 * <outDir>/background-sync.js, one classic script the generated worker imports (importScripts
 * takes no modules). Run at the end of the app's build, so every build has it.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

export const BACKGROUND_SYNC_FILE = 'background-sync.js';

const entry = fileURLToPath(new URL('./src/worker/background-sync.ts', import.meta.url));

export function backgroundSyncScript(): Plugin {
  let outDir = '';
  return {
    name: 'web-ed:background-sync',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        await build({
          configFile: false,
          logLevel: 'warn',
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            lib: {
              entry,
              formats: ['iife'],
              name: 'webEdBackgroundSync',
              fileName: () => BACKGROUND_SYNC_FILE,
            },
          },
        });
      },
    },
  };
}
