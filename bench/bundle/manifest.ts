/**
 * Vite's build manifest (dist/.vite/manifest.json) as a graph of chunks: which chunks a module
 * needs at once (static imports) and which it may fetch later (dynamic imports).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** `key` and every chunk it imports statically, transitively: what loading it downloads at once. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  visit(key);
  return seen;
}

/**
 * Chunks reachable from `from` only through dynamic imports (with their static imports): what
 * they may fetch later, such as KaTeX once a formula is on screen. Chunks in `loaded` are on the
 * page already: neither counted nor followed (an entry's own lazy views are not this view's).
 */
export function lazyClosure(
  manifest: Manifest,
  from: ReadonlySet<string>,
  loaded: ReadonlySet<string> = new Set(),
): Set<string> {
  const lazy = new Set<string>();
  const known = (k: string) => from.has(k) || loaded.has(k) || lazy.has(k);
  const queue = [...from].flatMap((k) => manifest[k]?.dynamicImports ?? []);
  while (queue.length > 0) {
    const k = queue.pop()!;
    if (known(k)) continue;
    for (const c of staticClosure(manifest, k)) {
      if (known(c)) continue;
      lazy.add(c);
      queue.push(...(manifest[c]?.dynamicImports ?? []));
    }
  }
  return lazy;
}

/** The files (JS and CSS) of a set of chunks, each once. */
export function filesOf(
  manifest: Manifest,
  keys: Iterable<string>,
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k];
    if (!chunk) continue;
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

/** Plugin views, by plugin folder name: "plugins/mcq/view.tsx" → "mcq". */
export function pluginViews(manifest: Manifest): Map<string, string> {
  const views = new Map<string, string>();
  for (const key of Object.keys(manifest).sort()) {
    const match = /^plugins\/([^/]+)\/view\.tsx$/.exec(key);
    if (match?.[1]) views.set(match[1], key);
  }
  return views;
}

/**
 * The files a chunk preloads with its dynamic imports (Vite's `__vite__mapDeps` list). A CSS file
 * imported dynamically (KaTeX's stylesheet) is only named there, not in the manifest's graph.
 */
export function preloadedFiles(distDir: string, file: string): string[] {
  const code = readFileSync(join(distDir, file), 'utf8');
  const list = /m\.f\|\|\(m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  if (!list) return [];
  return [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!);
}
