import { describe, expect, it } from 'vitest';
import { reachableFiles, type BuildManifest } from './pwa-precache';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/main.js',
    imports: ['_shared.js'],
    dynamicImports: ['screens/home.tsx', 'node_modules/@sentry/react/index.js'],
    css: ['assets/main.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'screens/home.tsx': {
    file: 'assets/home.js',
    dynamicImports: ['plugins/mcq/view.tsx'],
    assets: ['assets/font.woff2'],
  },
  'plugins/mcq/view.tsx': { file: 'assets/mcq.js', css: ['assets/mcq.css'] },
  'node_modules/@sentry/react/index.js': { file: 'assets/esm.js' },
  'apps/sandbox/index.html': { file: 'assets/sandbox.js', imports: ['_shared.js', '_fixtures'] },
  _fixtures: { file: 'assets/en.js' },
};

describe('reachableFiles', () => {
  it('follows static and lazy imports with their CSS and assets, cycles included', () => {
    expect([...reachableFiles(manifest, 'index.html')].sort()).toEqual([
      'assets/font.woff2',
      'assets/home.js',
      'assets/main.css',
      'assets/main.js',
      'assets/mcq.css',
      'assets/mcq.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out the error-reporting SDK and what only another entry loads', () => {
    const files = reachableFiles(manifest, 'index.html');
    expect(files.has('assets/esm.js')).toBe(false);
    expect(files.has('assets/sandbox.js')).toBe(false);
    expect(files.has('assets/en.js')).toBe(false);
  });
});
