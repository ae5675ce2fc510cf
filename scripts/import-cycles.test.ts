import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

describe('import circles', () => {
  it('finds a circle, type-only imports included, and leaves a chain alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    writeFileSync(
      join(dir, 'app.ts'),
      "import { route } from './route';\nexport const app = route;\n",
    );
    writeFileSync(
      join(dir, 'route.ts'),
      "import type { app } from './app';\nexport const route = 1;\n",
    );
    writeFileSync(
      join(dir, 'leaf.ts'),
      "import { route } from './route';\nexport default route;\n",
    );
    expect(importCycles(dir)).toEqual([['app.ts', 'route.ts']]);
  });

  it.each(['apps/server/src', 'apps/web/src'])('%s has none', (dir) => {
    expect(
      importCycles(join(import.meta.dirname, '..', dir)),
      'Files that import each other: move what they share into a module both import (lib/ ' +
        'for what features share); `npx tsx scripts/import-cycles.ts <dir>` lists the circles.',
    ).toEqual([]);
  });
});
