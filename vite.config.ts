/**
 * Builds every front end from the repository root: the landing page (index.html, replaced by
 * the student app later) and the author's sandbox (apps/sandbox/index.html).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  // IPv4 explicitly: "localhost" may resolve to ::1 only, and the e2e tests use 127.0.0.1.
  preview: { host: '127.0.0.1' },
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
