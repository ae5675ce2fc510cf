/**
 * End-to-end tests of the student app against the real server (apps/server) on its own port,
 * with a fresh temporary DATA_DIR, after a production build. Debian's Chromium, 360 × 740.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 8091;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${ROOT}test-results/web`,
  reporter: 'list',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 360, height: 740 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-features=NetworkTimeServiceQuerying',
      ],
    },
  },
  webServer: {
    // The help link needs a configured number; the tests use their own.
    command: `VITE_HELP_PHONE=620000000000 npx vite build && DATA_DIR="$(mktemp -d)" PORT=${PORT} LOCAL_SIGN_IN=1 npx tsx apps/server/src/main.ts`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/learning-service/api/web-ed/get-time`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
