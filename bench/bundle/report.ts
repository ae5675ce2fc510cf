/**
 * Code-splitting report: run `npx vite build`, then `npx tsx bench/bundle/report.ts [distDir]`.
 * Prints the gzip size of each front end's entry (with its static imports), and per plugin what
 * its view adds on top of the sandbox entry: at its first question (the view chunk and its own
 * static imports) and later on demand (its dynamic imports: KaTeX, howler, the video player…).
 * Chunks the entry already loads are not counted again; chunks shared by several plugins count
 * for each (what a student downloads when that plugin is the first one played).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  filesOf,
  lazyClosure,
  pluginViews,
  preloadedFiles,
  readManifest,
  staticClosure,
  type Manifest,
} from './manifest';
import { writeResults } from '../results';

const distDir = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
  console.error(
    `No build manifest in ${distDir}/.vite: run "npx vite build" first (build.manifest is on).`,
  );
  process.exit(1);
}
const manifest = readManifest(distDir);
const SANDBOX = 'apps/sandbox/index.html';
const ENTRIES = Object.entries(manifest)
  .filter(([, c]) => c.isEntry)
  .map(([k]) => k)
  .sort();

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

interface Size {
  js: number;
  css: number;
  chunks: string[];
}

function sizeOf(m: Manifest, keys: Iterable<string>, extraCss: string[] = []): Size {
  const { js, css: ownCss } = filesOf(m, keys);
  const css = [...new Set([...ownCss, ...extraCss])];
  const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(f), 0);
  return {
    js: sum(js),
    css: sum(css),
    chunks: [...js, ...css].map((f) => f.replace(/^assets\//, '')),
  };
}

// kB of 1000 bytes, as Vite's own build log counts them.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const both = (s: Size) => (s.js + s.css === 0 ? '—' : `${kb(s.js + s.css)}`);
const split = (s: Size) => (s.css > 0 ? ` (JS ${kb(s.js)}, CSS ${kb(s.css)})` : '');

console.log(`Bundle report for ${distDir} (gzip, zlib default level)\n`);
console.log('Entries (the entry chunk and everything it imports statically):');
for (const entry of ENTRIES) {
  const s = sizeOf(manifest, staticClosure(manifest, entry));
  console.log(
    `  ${entry.padEnd(26)} ${both(s).padStart(9)}${split(s)}  [${s.chunks.length} files]`,
  );
}

const shell = staticClosure(manifest, SANDBOX);
const rows = [...pluginViews(manifest)].map(([name, key]) => {
  const onLoad = new Set([...staticClosure(manifest, key)].filter((k) => !shell.has(k)));
  const lazy = lazyClosure(manifest, onLoad, shell);
  // A stylesheet imported dynamically (KaTeX's) is named only in its loader's preload list.
  const counted = new Set([...filesOf(manifest, shell).css, ...filesOf(manifest, onLoad).css]);
  const lazyCss = filesOf(manifest, [...onLoad, ...lazy])
    .js.flatMap((f) => preloadedFiles(distDir, f))
    .filter((f) => f.endsWith('.css') && !counted.has(f));
  return {
    name,
    load: sizeOf(manifest, onLoad),
    lazy: sizeOf(manifest, lazy, lazyCss),
    lazyKeys: [...lazy],
  };
});

console.log(`\nPer plugin, beyond the sandbox entry (${SANDBOX}):`);
console.log(
  `  ${'plugin'.padEnd(14)} ${'first question'.padStart(15)}   ${'on demand'.padStart(10)}  lazy parts`,
);
for (const r of rows) {
  const parts = r.lazyKeys
    .map((k) => manifest[k]?.name ?? k)
    .filter((n, i, all) => all.indexOf(n) === i)
    .join(', ');
  console.log(
    `  ${r.name.padEnd(14)} ${both(r.load).padStart(15)}   ${both(r.lazy).padStart(10)}  ${parts || '—'}`,
  );
}
console.log('\nFirst question: the view chunk, its CSS and its static imports the entry lacks.');
console.log(
  'On demand: dynamic imports inside the view (fetched only when needed). Fonts not counted.',
);

const sandbox = sizeOf(manifest, shell);
writeResults(
  'bundle',
  rows.map((r) => ({
    group: 'plugin code at its first question (gzip)',
    figure: r.name,
    value: (r.load.js + r.load.css) / 1000,
    unit: 'kB',
    baseline: 'sandbox entry',
    baselineValue: (sandbox.js + sandbox.css) / 1000,
    better: 'lower',
    ...(r.lazy.js + r.lazy.css > 0 && { note: `${kb(r.lazy.js + r.lazy.css)} more on demand` }),
  })),
);
