/**
 * The chaos run (npm run chaos): CHAOS_STUDENTS students (5) play CHAOS_PLAYS chapter plays (50)
 * through the real UI while the network, the proxy and the server fail under them (chaos.spec.ts).
 * Debian's Chromium at 360 × 740; the app is built by build-app.ts when its sources changed.
 * `npm test` runs it as a project of the root config instead (CHAOS_APP_DIR=dist, 5 plays by 3
 * students), beside the other browser tests.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../../../scripts/chromium';
import { PROXY_PORT, RESULTS_DIR } from './places';

const plays = Number(process.env.CHAOS_PLAYS ?? 50);

export const CHAOS_PROJECT = {
  name: 'chaos',
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: 'chaos.spec.ts',
  outputDir: RESULTS_DIR,
  // Sign-up and the service workers' installs, the final drain and audit, then each play.
  timeout: 270_000 + plays * 20_000,
  use: {
    baseURL: `http://127.0.0.1:${PROXY_PORT}`,
    viewport: { width: 360, height: 740 },
    trace: 'retain-on-failure' as const,
    launchOptions: CHROMIUM,
  },
};

export default defineConfig({
  globalSetup: './build-app.ts',
  reporter: 'list',
  workers: 1,
  // A retry would hide the failure the run exists to find: replay it with its CHAOS_SEED instead.
  retries: 0,
  // In CI a left-over test.only fails the run instead of skipping every other test, and a test
  // that passes only on a retry (were retries ever turned on) fails it too.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  projects: [CHAOS_PROJECT],
});
