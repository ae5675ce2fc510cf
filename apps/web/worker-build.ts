/**
 * Builds the app's own service worker code (apps/web/src/worker/: background sync, the share
 * target) into <outDir>/web-ed-worker.js, one classic script the generated worker imports
 * (importScripts takes no modules). Run at the end of the app's build, so every build has it.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterBuild } from '../../scripts/after-build';

export const WORKER_SCRIPT = 'web-ed-worker.js';

const entry = fileURLToPath(new URL('./src/worker/index.ts', import.meta.url));

export function workerScript(): Plugin {
  return afterBuild('web-ed:worker-script', async (outDir) => {
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
  });
}
