/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser), at the 360 px design
 * width, in one run of two projects sharing two browsers:
 * - `sandbox`: the author's sandbox and every minigame (the files named `<name>.e2e.ts`), on the
 *   production build served by `vite preview`;
 * - `student`: the student app against the real server (apps/web/playwright.config.ts says how).
 * `--project sandbox` or `--project student` runs one; all servers start either way.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium';
import {
  STUDENT_OUTPUT_DIR,
  STUDENT_TIMEOUT,
  STUDENT_USE,
  studentServers,
} from './apps/web/playwright.config';

const PREVIEW = 'http://127.0.0.1:4173';
const built = !!process.env.E2E_DIST_BUILT;

export default defineConfig({
  reporter: 'list',
  workers: 2,
  // No retries: a flaky test fails the run, so it is fixed rather than hidden.
  retries: 0,
  // In CI a left-over test.only fails the run instead of skipping every other test, and a test
  // that passes only on a retry (were retries ever turned on) fails it too.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  projects: [
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
    {
      name: 'student',
      testDir: './apps/web/e2e',
      testMatch: '**/*.spec.ts',
      outputDir: STUDENT_OUTPUT_DIR,
      timeout: STUDENT_TIMEOUT,
      use: STUDENT_USE,
    },
  ],
  webServer: [
    {
      // npm test builds dist/ once for every browser suite (E2E_DIST_BUILT); alone, the preview
      // builds it, and the student app's server waits for it.
      command: `${built ? '' : 'npm run build:e2e && '}npx vite preview --port 4173 --strictPort`,
      url: `${PREVIEW}/apps/sandbox/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...studentServers(
      built ? '' : `until curl -sf ${PREVIEW}/apps/sandbox/ >/dev/null; do sleep 1; done; `,
    ),
  ],
});
