/**
 * Builds every front end from the repository root: the student app (index.html, a PWA with its
 * service worker and manifest, also under the spec's file names) and the author's sandbox
 * (apps/sandbox/index.html), each with its entry's CSS inlined (scripts/inline-entry-css.ts);
 * then every compressible file of the build gets its brotli and gzip sibling
 * (scripts/precompress.ts), which the server sends as it is.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest, pwaWorkbox } from './apps/web/pwa.config';
import { specFiles } from './apps/web/spec-files';
import { workerScript } from './apps/web/worker-build';
import { precompress } from './scripts/precompress';
import { inlineEntryCss } from './scripts/inline-entry-css';

const root = fileURLToPath(new URL('.', import.meta.url));

let outDir = resolve(root, 'dist');

export default defineConfig({
  plugins: [
    react(),
    inlineEntryCss(),
    // The service worker's precache list reads the build manifest from wherever the build went.
    {
      name: 'web-ed:out-dir',
      configResolved: (config) => {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    VitePWA({
      // apps/web registers the worker itself (with the spec's 3 retries 0.5 s apart).
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: pwaManifest,
      includeAssets: ['robots.txt', 'icons/apple-touch-icon.png', 'icons/icon.svg'],
      workbox: pwaWorkbox(() => outDir),
    }),
    // After vite-plugin-pwa has written sw.js (closeBundle, in this order): the app's own worker
    // code the generated worker imports, the spec's names for the worker and the manifest, then
    // .br and .gz of every compressible file.
    workerScript(),
    specFiles(),
    precompress(),
  ],
  // IPv4 explicitly: "localhost" may resolve to ::1 only, and the e2e tests use 127.0.0.1.
  preview: { host: '127.0.0.1' },
  // A worker's own file gets the page's security policy (a worker follows its file's headers),
  // so workers are kept apart from /assets/, whose scripts are only imported.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'workers/[name]-[hash].js' } },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each module needs (bench/bundle, code-splitting e2e).
    manifest: true,
    rolldownOptions: {
      input: {
        main: resolve(root, 'index.html'),
        sandbox: resolve(root, 'apps/sandbox/index.html'),
      },
    },
  },
});
