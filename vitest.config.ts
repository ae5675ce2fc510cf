import { defineConfig } from 'vitest/config';

/** Files that replace modules with vi.mock: each needs its own module graph. */
const MOCKING = [
  'apps/server/src/security/authorisation.test.ts',
  'apps/server/src/security/fuzz.test.ts',
  'apps/web/src/app/monitoring/route-error-boundary.test.tsx',
];

const shared = {
  exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
  environment: 'node' as const,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Every core (vitest's default leaves one idle): the database suites wait on I/O, and on a
    // 2-core machine this halves the run (486 s → 230 s).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          ...shared,
          name: 'shared',
          include: ['{engine,plugins,packages,apps,schemas,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...shared.exclude, ...MOCKING],
          // One module graph per worker: the server's app is imported once per worker, not once
          // per file (that import was over half of the run). Files must not rely on fresh modules.
          isolate: false,
        },
      },
      { test: { ...shared, name: 'isolated', include: MOCKING } },
    ],
  },
});
