import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry, viewFileOf } from './registry';

const root = new URL('../', import.meta.url);

describe('the registry', () => {
  it('finds each minigame’s view where its folder, named by its manifest, keeps it', () => {
    for (const plugin of registry.all()) {
      const file = viewFileOf(plugin.manifest.name);
      expect(existsSync(new URL(file, root)), file).toBe(true);
      const index = readFileSync(new URL(`plugins/${plugin.manifest.name}/index.ts`, root), 'utf8');
      expect(index, `${plugin.manifest.name} loads ${file}`).toContain(
        "loadView: () => import('./view')",
      );
    }
  });
});
