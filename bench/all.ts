/**
 * Every benchmark, one after the other: `npm run bench:all [-- --quick] [-- --students N]`.
 * Builds the front ends once into a temporary folder (a build someone else starts in dist/ cannot
 * swap the files under test), runs each benchmark as a child process with its output streamed,
 * collects the rows each writes to $BENCH_RESULTS (bench/results.ts), and prints one table: each
 * figure, its baseline and their ratio. Ratios travel between machines; the absolute figures only
 * describe this run. The same table goes to bench/results/latest.md (not committed), for a note.
 *
 *   --quick       the leaderboard at 20,000 students (50 runs), ingestion 3 s per database
 *   --students N  the leaderboard at N students (default 1,000,000)
 * PostgreSQL as for bench/server (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import type { Results, Row } from './results';
import { markdownTable, textTable } from './table';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = join(ROOT, 'node_modules/.bin');

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    students: { type: 'string' },
  },
});
const quick = values.quick;
const students = values.students ?? (quick ? '20000' : '1000000');

interface Step {
  name: string;
  bin: 'tsx' | 'vite';
  args: string[];
  env?: Record<string, string>;
  /** Steps that need the build: skipped when it failed. */
  needsBuild?: boolean;
}

const work = mkdtempSync(join(tmpdir(), 'web-ed-bench-'));
const dist = join(work, 'dist');
const steps: Step[] = [
  {
    name: 'build',
    bin: 'vite',
    args: ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
  },
  { name: 'engine', bin: 'tsx', args: ['bench/engine/run.ts'] },
  {
    name: 'server',
    bin: 'tsx',
    args: ['bench/server/run.ts'],
    ...(quick && { env: { BENCH_SECONDS: '3' } }),
  },
  {
    name: 'leaderboard',
    bin: 'tsx',
    args: [
      'bench/server/leaderboard.ts',
      '--students',
      students,
      ...(quick ? ['--runs', '50'] : []),
    ],
  },
  { name: 'bundle', bin: 'tsx', args: ['bench/bundle/report.ts', dist], needsBuild: true },
  { name: 'web', bin: 'tsx', args: ['bench/web/run.ts', '--dist', dist], needsBuild: true },
  { name: 'bytes', bin: 'tsx', args: ['bench/offline/bytes.ts', '--dist', dist], needsBuild: true },
];

let current: ChildProcess | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Ctrl-C reaches the whole process group already; a SIGTERM is for this process alone. The
    // benchmark stops its own servers and databases on it.
    if (signal === 'SIGTERM') current?.kill(signal);
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

function run(step: Step, resultsFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(join(BIN, step.bin), step.args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...step.env, BENCH_RESULTS: resultsFile },
    });
    current = child;
    child.once('error', (e) => {
      console.error(e);
      resolve(2);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const startLoad = loadavg()[0]!;
const rows: Row[] = [];
const walls: string[] = [];
const failed: string[] = [];
const exitCodes = new Map<string, number>();
const t0 = performance.now();
for (const step of steps) {
  if (step.needsBuild && exitCodes.get('build') !== 0) {
    failed.push(`${step.name} (not run: no build)`);
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.bin} ${step.args.join(' ')}`);
  const file = join(work, `${step.name}.json`);
  const start = performance.now();
  const code = await run(step, file);
  exitCodes.set(step.name, code);
  const seconds = (performance.now() - start) / 1000;
  walls.push(`${step.name} ${seconds.toFixed(0)} s`);
  // A benchmark that found a problem (bench/web: an axe violation) still wrote its figures.
  if (existsSync(file)) rows.push(...(JSON.parse(readFileSync(file, 'utf8')) as Results).rows);
  if (code !== 0) failed.push(`${step.name} (exit ${code})`);
}
current = null;
rmSync(work, { recursive: true, force: true });

const cpu = cpus();
const header = [
  `${new Date().toISOString()}, ${quick ? '--quick' : 'full'} run, leaderboard at ${Number(students).toLocaleString('en')} students`,
  `machine: ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, load average ${startLoad.toFixed(1)} at the start`,
  `wall time: ${walls.join(', ')}; total ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  'ratio = value / baseline value, both measured in this run (budgets and full scores are fixed).',
  ...(failed.length > 0 ? [`FAILED: ${failed.join(', ')} (their rows may be missing)`] : []),
];

console.log(`\n=== all benchmarks\n${header.join('\n')}\n\n${textTable(rows)}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const md = `# Benchmarks (npm run bench:all)\n\n${header.map((h) => `- ${h}`).join('\n')}\n\n${markdownTable(rows)}\n`;
// Formatted as the repository formats markdown, so `prettier --check .` stays clean.
const mdFile = join(ROOT, 'bench/results/latest.md');
writeFileSync(mdFile, await format(md, { ...(await resolveConfig(mdFile)), filepath: mdFile }));
console.log('\nWrote bench/results/latest.md');
process.exit(failed.length > 0 ? 1 : 0);
