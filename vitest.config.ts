import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{engine,plugins,packages,apps,schemas,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
