/**
 * Import circles among a folder's TypeScript files, found with the compiler's own module
 * resolution (type-only imports count too: they tie the files' meanings together). Used by
 * scripts/import-cycles.test.ts, which fails on a circle in the server or the student app, and by
 * scripts/feature-boundaries.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: false,
  resolveJsonModule: true,
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|e2e|spec)\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => resolve(dir, f));
}

/** Each file's imports of other files in `dir`. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = new Set(sourcesUnder(dir));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, OPTIONS, ts.sys).resolvedModule)
      .map((m) => (m ? resolve(m.resolvedFileName) : null))
      .filter((t): t is string => t !== null && files.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle as the files on it (relative to `dir`), each found once (Tarjan's components). */
export function importCycles(dir: string): string[][] {
  const graph = importGraph(dir);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfLoop = (graph.get(v) ?? []).includes(v);
    if (component.length > 1 || selfLoop)
      cycles.push(component.map((f) => f.slice(resolve(dir).length + 1)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '../apps/server/src');
  const cycles = importCycles(dir);
  for (const c of cycles) console.log(`circle of ${c.length}: ${c.join(' → ')}`);
  console.log(`${cycles.length} import circle(s) under ${dir}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
