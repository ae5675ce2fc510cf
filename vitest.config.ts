import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{engine,plugins,packages,apps,schemas,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Every core (vitest's default leaves one idle): the database suites wait on I/O, and on a
    // 2-core machine this halves the run (486 s → 230 s).
    maxWorkers: '100%',
  },
});
