/**
 * Builds the trivial page (./index.html) into `outDir` the way the app is built: Vite with the
 * React plugin, then every file pre-compressed (scripts/precompress.ts), so the real server serves
 * it exactly as it serves dist/.
 */
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../../scripts/precompress';

export async function buildTrivialPage(outDir: string): Promise<void> {
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true },
  });
}
