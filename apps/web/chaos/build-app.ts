/**
 * Playwright's global setup: the production build the server serves, in a folder of its own (the
 * e2e suite rebuilds dist/ while it runs), rebuilt only when a source is newer than it; none when
 * CHAOS_APP_DIR names one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_DIR, GIVEN_APP_DIR, ROOT } from './places';

const SOURCES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'apps/web',
  'apps/sandbox',
  'engine',
  'plugins',
  'packages',
  'schemas',
];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'e2e', 'chaos']);

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (!NOT_SOURCES.has(entry)) latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

export default function buildApp(): void {
  const index = join(APP_DIR, 'index.html');
  if (GIVEN_APP_DIR !== undefined) {
    if (!existsSync(index)) throw new Error(`CHAOS_APP_DIR: no build in ${GIVEN_APP_DIR}`);
    return;
  }
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map((s) => newest(join(ROOT, s))))) return;
  console.log(`chaos: building the app into ${APP_DIR}`);
  execFileSync('npx', ['vite', 'build', '--outDir', APP_DIR, '--emptyOutDir'], {
    cwd: ROOT,
    // The root vite.config.ts is not ready for Vite's native config loader yet; not this suite's job.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
