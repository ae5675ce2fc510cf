/**
 * Global setup of the root Playwright config: the build, then the sandbox's preview server and
 * the student app's servers side by side (scripts/e2e-servers.ts).
 */
import { fileURLToPath } from 'node:url';
import { studentServers } from '../apps/web/playwright.config';
import { buildUnlessBuilt, startServers } from './e2e-servers';

export const PREVIEW = 'http://127.0.0.1:4173';

export default async function startAllServers(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  buildUnlessBuilt(root);
  return startServers([
    {
      name: 'sandbox preview',
      command: 'npx vite preview --port 4173 --strictPort',
      cwd: root,
      url: `${PREVIEW}/apps/sandbox/`,
      timeoutMs: 60_000,
    },
    ...studentServers(),
  ]);
}
