/** Each workspace declares the @web-ed/* packages it imports: code in dependencies, tests in devDependencies. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const WORKSPACES = ['engine', 'schemas', 'plugins', 'packages', 'apps'].flatMap((w) =>
  ['packages', 'apps'].includes(w) ? readdirSync(join(ROOT, w)).map((d) => `${w}/${d}`) : [w],
);
const isTest = (path: string) =>
  /\.(test|e2e|spec)\.tsx?$|\/(e2e|chaos|testing|test-support)\/|test-support\.ts$/.test(path);

function importsOf(workspace: string) {
  const code = new Set<string>();
  const tests = new Set<string>();
  for (const file of readdirSync(join(ROOT, workspace), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /(^|\/)(node_modules|dist)\//.test(file)) continue;
    const text = readFileSync(join(ROOT, workspace, file), 'utf8');
    for (const [, name] of text.matchAll(/(?:from |import\()'(@web-ed\/[a-z0-9-]+)/g))
      (isTest(`/${file}`) ? tests : code).add(name!);
  }
  return { code, tests };
}

describe('workspace manifests', () => {
  it.each(WORKSPACES)('%s declares what it imports', (workspace) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
    const { code, tests } = importsOf(workspace);
    code.delete(manifest.name);
    tests.delete(manifest.name);
    const deps = Object.keys(manifest.dependencies ?? {});
    const devDeps = Object.keys(manifest.devDependencies ?? {});
    expect(
      [...code].filter((n) => !deps.includes(n)),
      'missing from dependencies',
    ).toEqual([]);
    expect(
      [...tests].filter((n) => !deps.includes(n) && !devDeps.includes(n)),
      'missing from devDependencies',
    ).toEqual([]);
  });
});
