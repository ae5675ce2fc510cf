/**
 * Media of the fixtures (content-fixtures/<course>/assets/…), bundled by Vite so the built sandbox
 * serves them; content names them relative to its course folder.
 */
const urls = import.meta.glob<string>('/content-fixtures/**/assets/**', {
  // Never inlined as data: URLs, or a hundred short clips would bloat the sandbox's entry.
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The URL of a media path written in a fixture; paths of pasted content are left as written. */
export function fixtureAssetUrl(fixtureId: string, path: string): string {
  if (!fixtureId || /^([a-z]+:|\/)/i.test(path)) return path;
  const folder = fixtureId.slice(0, fixtureId.lastIndexOf('/') + 1);
  const key = decodeURIComponent(new URL(path, `file:///content-fixtures/${folder}`).pathname);
  return urls[key] ?? path;
}
