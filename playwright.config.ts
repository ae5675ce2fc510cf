/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser), at the 360 px design
 * width, in one run of up to three projects sharing two workers:
 * - `chaos`, when CHAOS_APP_DIR names a build to play (npm test: dist/, CHAOS_PLAYS=5): students
 *   play while the network and the server fail (apps/web/chaos/playwright.config.ts says how);
 * - `student`: the student app against the real server (apps/web/playwright.config.ts says how);
 * - `sandbox`: the author's sandbox and every minigame (the files named `<name>.e2e.ts`), on the
 *   production build served by `vite preview`.
 * They are listed longest first, so the short sandbox tests fill the end of the run.
 * `--project sandbox` or `--project student` runs one; all servers start either way, side by side
 * (scripts/e2e-start-servers.ts).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium';
import { CHAOS_PROJECT } from './apps/web/chaos/playwright.config';
import { STUDENT_OUTPUT_DIR, STUDENT_TIMEOUT, STUDENT_USE } from './apps/web/playwright.config';
import { PREVIEW } from './scripts/e2e-start-servers';

export default defineConfig({
  // CI keeps only the output: a failure prints the page it left (scripts/e2e-failure-context.ts).
  reporter: [['list'], ['./scripts/e2e-failure-context.ts']],
  workers: 2,
  // No retries: a flaky test fails the run, so it is fixed rather than hidden.
  retries: 0,
  // In CI a left-over test.only fails the run instead of skipping every other test, and a test
  // that passes only on a retry (were retries ever turned on) fails it too.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  projects: [
    ...(process.env.CHAOS_APP_DIR ? [CHAOS_PROJECT] : []),
    {
      name: 'student',
      testDir: './apps/web/e2e',
      testMatch: '**/*.spec.ts',
      outputDir: STUDENT_OUTPUT_DIR,
      timeout: STUDENT_TIMEOUT,
      use: STUDENT_USE,
    },
    {
      name: 'sandbox',
      testDir: '.',
      testMatch: '**/*.e2e.ts',
      testIgnore: ['**/node_modules/**'],
      outputDir: 'test-results',
      timeout: 30_000,
      use: {
        baseURL: PREVIEW,
        viewport: { width: 360, height: 740 },
        launchOptions: CHROMIUM,
      },
    },
  ],
  globalSetup: './scripts/e2e-start-servers.ts',
});
