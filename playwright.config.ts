/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build served by `vite preview`, at the 360 px design width.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  testIgnore: ['**/node_modules/**'],
  outputDir: 'test-results',
  reporter: 'list',
  workers: 2,
  // No retries: a flaky test fails the run, so it is fixed rather than hidden.
  retries: 0,
  // In CI a left-over test.only fails the run instead of skipping every other test, and a test
  // that passes only on a retry (were retries ever turned on) fails it too.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  use: {
    baseURL: 'http://127.0.0.1:4173',
    viewport: { width: 360, height: 740 },
    launchOptions: CHROMIUM,
  },
  webServer: {
    // npm test builds dist/ once for every browser suite (E2E_DIST_BUILT); alone, this one builds it.
    command: `${process.env.E2E_DIST_BUILT ? '' : 'npx vite build && '}npx vite preview --port 4173 --strictPort`,
    url: 'http://127.0.0.1:4173/apps/sandbox/',
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
