/** Where a chaos run lives: its folders, and its ports (8101-8109 belong to this suite). */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Playwright's output folder: it empties it at the start of a run. */
export const RESULTS_DIR = `${ROOT}test-results/chaos`;
/**
 * The production build the server serves; outside RESULTS_DIR so it survives between runs.
 * CHAOS_APP_DIR names a build made already (npm test: the one the student-app suite just made).
 */
export const GIVEN_APP_DIR = process.env.CHAOS_APP_DIR;
export const APP_DIR = resolve(ROOT, GIVEN_APP_DIR ?? 'test-results/chaos-app');
/** The browser talks to the proxy; the proxy to the server. */
export const PROXY_PORT = 8101;
export const SERVER_PORT = 8102;
