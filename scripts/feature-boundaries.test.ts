import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryRule, boundaryViolations, describeViolation } from './feature-boundaries';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('feature boundaries', () => {
  it('lets features meet through index.ts, and the root through routes.ts too', () => {
    expect(boundaryRule('features/home/home.tsx', 'features/missions/index.ts')).toBeNull();
    expect(boundaryRule('features/home/home.tsx', 'features/home/path.ts')).toBeNull();
    expect(boundaryRule('features/home/home.tsx', 'lib/store.ts')).toBeNull();
    expect(boundaryRule('app/routes.ts', 'features/home/routes.ts')).toBeNull();
    expect(boundaryRule('app/layout.tsx', 'features/notifications/index.ts')).toBeNull();
    expect(boundaryRule('features/home/home.tsx', 'features/missions/routes.ts')).toMatch(
      /features\/missions\/index\.ts/,
    );
    expect(boundaryRule('app/app.tsx', 'features/status/maintenance.tsx')).toMatch(/root/);
    expect(boundaryRule('lib/store.ts', 'features/home/index.ts')).toMatch(/^lib\//);
    expect(boundaryRule('lib/store.ts', 'app/runtime.ts')).toMatch(/^lib\//);
    expect(boundaryRule('features/home/home.tsx', 'app/analytics.ts')).toMatch(/app\//);
  });

  it('finds an import of another feature’s internals in a tree', () => {
    const dir = tree({
      'features/a/index.ts': "export { x } from './x';\n",
      'features/a/x.ts': 'export const x = 1;\n',
      'features/b/ok.ts': "import { x } from '../a';\nexport const ok = x;\n",
      'features/b/bad.ts': "import { x } from '../a/x';\nexport const bad = x;\n",
    });
    expect(boundaryViolations(dir).map((v) => `${v.from} → ${v.to}`)).toEqual([
      'features/b/bad.ts → features/a/x.ts',
    ]);
  });

  it('the student app keeps them', () => {
    const violations = boundaryViolations(join(import.meta.dirname, '../apps/web/src'));
    expect(
      violations.map(describeViolation),
      'Import another feature through its index.ts (export what it needs there), and move what ' +
        'features share to lib/ (see apps/web/README.md, "The app").',
    ).toEqual([]);
  });
});
