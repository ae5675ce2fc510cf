/**
 * The student app's layering (apps/web/README.md, "The app"), checked on its import graph:
 *
 * - a feature reaches another feature only through that feature's `index.ts` (its public
 *   surface); its screens, data and rules stay its own;
 * - the root (app/, main.tsx) reaches a feature through its `routes.ts` or its `index.ts`;
 * - lib/ is what features share: it imports no feature and nothing of app/;
 * - a feature imports nothing of app/ (the root builds on features, not the other way round).
 *
 * Used by scripts/feature-boundaries.test.ts.
 */
import { join, resolve } from 'node:path';
import { importGraph } from './import-cycles';

export interface BoundaryViolation {
  from: string;
  to: string;
  rule: string;
}

const featureOf = (file: string) => /^features\/([^/]+)\/(.+)$/.exec(file);

/** Why `from` may not import `to` (both relative to the app's src/), or null when it may. */
export function boundaryRule(from: string, to: string): string | null {
  const source = featureOf(from);
  const target = featureOf(to);
  if (from.startsWith('lib/') && !to.startsWith('lib/'))
    return 'lib/ is shared by every feature: it imports no feature and nothing of app/';
  if (source && to.startsWith('app/'))
    return 'a feature imports nothing of app/ (the root builds on the features)';
  if (!target || source?.[1] === target[1]) return null;
  const [, name, rest] = target;
  if (source && rest !== 'index.ts')
    return `a feature reaches another only through its public surface: features/${name}/index.ts`;
  if (!source && rest !== 'index.ts' && rest !== 'routes.ts')
    return `the root reaches a feature through features/${name}/routes.ts or index.ts`;
  return null;
}

/** Every import of `dir` (the app's src/) that breaks a rule above. */
export function boundaryViolations(dir: string): BoundaryViolation[] {
  const root = resolve(dir);
  const rel = (f: string) => f.slice(root.length + 1);
  const found: BoundaryViolation[] = [];
  for (const [file, targets] of importGraph(root)) {
    for (const target of targets) {
      const rule = boundaryRule(rel(file), rel(target));
      if (rule) found.push({ from: rel(file), to: rel(target), rule });
    }
  }
  return found.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** One line a violation, for a failing test or the command line. */
export const describeViolation = (v: BoundaryViolation) => `${v.from} → ${v.to}: ${v.rule}`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '../apps/web/src');
  const violations = boundaryViolations(dir);
  for (const v of violations) console.log(describeViolation(v));
  console.log(`${violations.length} boundary violation(s) under ${dir}`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
