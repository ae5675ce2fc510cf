/**
 * The server renderer's build (src/entry-server.tsx): Node modules with the app in them, in
 * dist-server/ (beside dist/, never served). apps/server loads it when present, after
 * server-device.js: the stand-ins for the browser's globals that app modules read as they load.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: true,
    rolldownOptions: {
      input: {
        'server-device': resolve(root, 'apps/web/src/server-device.ts'),
        'entry-server': resolve(root, 'apps/web/src/entry-server.tsx'),
      },
    },
    outDir: resolve(root, 'dist-server'),
    emptyOutDir: true,
    target: 'node20',
  },
});
