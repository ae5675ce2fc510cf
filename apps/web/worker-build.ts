/**
 * Builds the app's own service worker code (apps/web/src/worker/: background sync, the share
 * target) into <outDir>/web-ed-worker.js, one classic script the generated worker imports
 * (importScripts takes no modules). Run at the end of the app's build, so every build has it.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

export const WORKER_SCRIPT = 'web-ed-worker.js';

const entry = fileURLToPath(new URL('./src/worker/index.ts', import.meta.url));

export function workerScript(): Plugin {
  let outDir = '';
  return {
    name: 'web-ed:worker-script',
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
              name: 'webEdWorker',
              fileName: () => WORKER_SCRIPT,
            },
          },
        });
      },
    },
  };
}
