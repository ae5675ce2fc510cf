/**
 * Media of the fixtures (content-fixtures/<course>/assets/…, plugins/<name>/fixtures/assets/…),
 * bundled by Vite so the built sandbox serves them; content names them relative to its folder.
 */
import { fixturePath } from './fixtures';

const urls = import.meta.glob<string>(
  ['/content-fixtures/**/assets/**', '/plugins/*/fixtures/assets/**'],
  {
    // Never inlined as data: URLs, or a hundred short clips would bloat the sandbox's entry.
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  },
);

/** The URL of a media path written in a fixture; paths of pasted content are left as written. */
export function fixtureAssetUrl(fixtureId: string, path: string): string {
  if (!fixtureId || /^([a-z]+:|\/)/i.test(path)) return path;
  const file = fixturePath(fixtureId);
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  const key = decodeURIComponent(new URL(path, `file://${folder}`).pathname);
  return urls[key] ?? path;
}
