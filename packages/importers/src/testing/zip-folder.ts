/**
 * Test helpers (Node only): the import fixtures are kept unpacked in content-fixtures/imports/,
 * and zipped when a test needs the package.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

export const IMPORT_FIXTURES = join(import.meta.dirname, '../../../../content-fixtures/imports');

/** A folder's files as a zip, with `extra` files added or replaced. */
export function zipFolder(dir: string, extra: Zippable = {}): Uint8Array {
  const files: Zippable = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = join(dir, name);
    if (statSync(full).isFile()) files[name.replaceAll('\\', '/')] = readFileSync(full);
  }
  return zipSync({ ...files, ...extra });
}

/** A fixture file's bytes, by its path under content-fixtures/imports/. */
export const fixture = (path: string): Uint8Array => readFileSync(join(IMPORT_FIXTURES, path));

/**
 * Every import fixture as the file an author would pick: H5P folders zipped (`.h5p`), QTI items as
 * they are, QTI content packages zipped (`.zip`); in a stable order.
 */
export function importSources(): { name: string; bytes: Uint8Array }[] {
  return ['h5p', 'qti'].flatMap((kind) =>
    readdirSync(join(IMPORT_FIXTURES, kind))
      .sort()
      .flatMap((entry) => {
        const path = join(IMPORT_FIXTURES, kind, entry);
        if (statSync(path).isDirectory())
          return [{ name: `${entry}.${kind === 'h5p' ? 'h5p' : 'zip'}`, bytes: zipFolder(path) }];
        return entry.endsWith('.xml') ? [{ name: entry, bytes: readFileSync(path) }] : [];
      }),
  );
}
