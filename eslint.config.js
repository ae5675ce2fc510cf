import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist-server/**',
      'schemas/generated/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The hooks rules run the React Compiler's analysis on every file they see (three quarters of
    // the lint's time): only where React code lives.
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/sandbox/**/*.{ts,tsx}',
      'apps/embed/**/*.{ts,tsx}',
      'packages/player/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'apps/web/e2e/**', 'apps/web/chaos/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The engine is pure: no DOM, no clock, no network, no randomness of its own.
    files: ['engine/src/**/*.ts'],
    ignores: ['engine/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'fetch',
        'localStorage',
        'navigator',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'pass the time in as an argument' },
        { object: 'Math', property: 'random', message: 'pass a random source in as an argument' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'pass the time in as an argument',
        },
      ],
    },
  },
);
