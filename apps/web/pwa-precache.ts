/**
 * Which built files the service worker precaches: everything the student app can load from its
 * entry (static and lazy imports: every screen, minigame and language pack, with their CSS and
 * fonts), read from Vite's build manifest. Not the sandbox's fixture chunks, nor the error
 * reporting SDK, which loads only when a DSN is configured.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Module ids never precached (loaded only in some deployments). */
export const NOT_PRECACHED = [/node_modules\/@sentry\//];

export function reachableFiles(
  manifest: BuildManifest,
  entry: string,
  skip: readonly RegExp[] = NOT_PRECACHED,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.some((r) => r.test(key))) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return files;
}
