/**
 * End-to-end tests of the student app against the real server (apps/server) on its own port,
 * with a fresh temporary DATA_DIR, after a production build. Debian's Chromium, 360 × 740.
 * `npx playwright test -c apps/web/playwright.config.ts` runs them alone; the root config runs
 * them beside the sandbox's in one run (its `student` project), from the pieces exported here.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../../scripts/chromium';
import type { E2eServer } from '../../scripts/e2e-servers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 8091;
export const OPS_PORT = 8092;
/** The stand-in external content origin of the external course tests (apps/server/src/external). */
export const EXTERNAL_PORT = 8093;
/** The OpenID provider the operations server signs students in with (auth/test-issuer.ts). */
const ISSUER_PORT = 8094;
const OIDC = `OIDC_ISSUER=http://127.0.0.1:${ISSUER_PORT} OIDC_CLIENT_ID=web-ed-test OIDC_CLIENT_SECRET=e2e-only`;
/** The partner demo page of the embed tests (apps/embed/demo), served by e2e/embed.spec.ts. */
export const EMBED_DEMO_ORIGIN = 'http://127.0.0.1:8097';
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OPS_DB = 'webed_e2e_operations';
export const OPS_DATABASE_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${OPS_DB}`);

export const STUDENT_OUTPUT_DIR = `${ROOT}test-results/web`;
export const STUDENT_TIMEOUT = 120_000;
export const STUDENT_USE = {
  baseURL: `http://127.0.0.1:${PORT}`,
  viewport: { width: 360, height: 740 },
  launchOptions: CHROMIUM,
  // Every new context would install the service worker and precache the whole app (2 MB): a
  // second of the browser's work that only the offline tests use. They allow it again with
  // `test.use(OFFLINE_READY)`.
  serviceWorkers: 'block' as const,
};

/** For a test that reloads or navigates offline: the service worker installs as for a student. */
export const OFFLINE_READY = { serviceWorkers: 'allow' as const };

/** The student app's servers (the global setup starts them side by side: e2e/start-servers.ts). */
export function studentServers(): E2eServer[] {
  return [
    {
      name: 'app',
      command: `DATA_DIR="$(mktemp -d)" PORT=${PORT} LOCAL_SIGN_IN=1 EMBED_ORIGINS=${EMBED_DEMO_ORIGIN} EXTERNAL_CONTENT_ORIGINS=http://127.0.0.1:${EXTERNAL_PORT} npx tsx apps/server/src/main.ts`,
      cwd: ROOT,
      url: `http://127.0.0.1:${PORT}/learning-service/api/web-ed/get-time`,
      timeoutMs: 180_000,
    },
    {
      // The operations tests: PostgreSQL, so the admin command can run beside the server. Google
      // sign-in too, with the test provider below.
      name: 'operations',
      command: `psql "${PG_ADMIN_URL}" -qc "drop database if exists ${OPS_DB} with (force)" -c "create database ${OPS_DB}" && DATABASE_URL="${OPS_DATABASE_URL}" PORT=${OPS_PORT} LOCAL_SIGN_IN=1 ${OIDC} npx tsx apps/server/src/main.ts`,
      cwd: ROOT,
      url: `http://127.0.0.1:${OPS_PORT}/readyz`,
      timeoutMs: 240_000,
    },
    {
      name: 'openid issuer',
      command: `${OIDC} npx tsx apps/server/src/auth/test-issuer-process.ts ${ISSUER_PORT} http://127.0.0.1:${OPS_PORT}/login/success/`,
      cwd: ROOT,
      url: `http://127.0.0.1:${ISSUER_PORT}/.well-known/openid-configuration`,
      timeoutMs: 60_000,
    },
    {
      // External courses: the server fetches them from this stand-in partner origin.
      name: 'partner origin',
      command: `npx tsx apps/server/src/external/stand-in-origin.ts ${EXTERNAL_PORT}`,
      cwd: ROOT,
      url: `http://127.0.0.1:${EXTERNAL_PORT}/web-ed/courses.json`,
      timeoutMs: 60_000,
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: STUDENT_OUTPUT_DIR,
  // CI keeps only the output: a failure prints the page it left (scripts/e2e-failure-context.ts).
  reporter: [['list'], ['../../scripts/e2e-failure-context.ts']],
  // Two browsers at once: the tests share nothing but the server, and each makes its own students.
  workers: 2,
  // No retries: a flaky test fails the run, so it is fixed rather than hidden.
  retries: 0,
  // In CI a left-over test.only fails the run instead of skipping every other test, and a test
  // that passes only on a retry (were retries ever turned on) fails it too.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  timeout: STUDENT_TIMEOUT,
  use: STUDENT_USE,
  globalSetup: './e2e/start-servers.ts',
});
