/**
 * Machine-readable figures: each benchmark, when BENCH_RESULTS=<file> is set, writes its rows there
 * as JSON (besides what it prints), and bench/all.ts reads them back into one table. A row is one
 * figure beside the baseline it is judged against, so the ratio travels between machines.
 */
import { writeFileSync } from 'node:fs';

export interface Row {
  /** The benchmark's section of the table, e.g. "engine" or "leaderboard, 1,000,000 students". */
  group: string;
  figure: string;
  value: number;
  unit: string;
  baseline: string;
  baselineValue: number;
  /** Which way is good for value / baselineValue. */
  better: 'lower' | 'higher';
  note?: string;
}

export interface Results {
  bench: string;
  date: string;
  rows: Row[];
}

/** Writes the rows to $BENCH_RESULTS when it is set; does nothing otherwise. */
export function writeResults(bench: string, rows: Row[]): void {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  const results: Results = { bench, date: new Date().toISOString(), rows };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
