/**
 * One table of benchmark rows, as aligned text for the terminal and as markdown for a note: each
 * figure beside its baseline and the ratio of the two, grouped by the benchmark's section.
 */
import type { Row } from './results';

const HEAD = ['figure', 'value', 'baseline', 'baseline value', 'ratio', 'better', 'note'];
/** Columns aligned right: the numbers. */
const NUMERIC = new Set([1, 3, 4]);

/** Whole numbers (scores) as they are; others to two or three significant digits. */
function num(x: number): string {
  if (Number.isInteger(x)) return String(x);
  const a = Math.abs(x);
  if (a >= 100) return x.toFixed(0);
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toPrecision(2);
}

const withUnit = (x: number, unit: string) => (unit ? `${num(x)} ${unit}` : num(x));

function cells(r: Row): string[] {
  const ratio = r.baselineValue === 0 ? '-' : `${num(r.value / r.baselineValue)}x`;
  return [
    r.figure,
    withUnit(r.value, r.unit),
    r.baseline,
    withUnit(r.baselineValue, r.unit),
    ratio,
    r.better,
    r.note ?? '',
  ];
}

function groups(rows: Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) out.set(r.group, [...(out.get(r.group) ?? []), r]);
  return out;
}

export function textTable(rows: Row[]): string {
  const body = rows.map(cells);
  const widths = HEAD.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => (NUMERIC.has(i) ? x.padStart(widths[i]!) : x.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const [group, list] of groups(rows)) {
    out.push('', group);
    for (const r of list) out.push(line(cells(r)));
  }
  return out.join('\n');
}

export function markdownTable(rows: Row[]): string {
  const line = (c: string[]) => `| ${c.map((x) => x.replace(/\|/g, '\\|')).join(' | ')} |`;
  const rule = `|${HEAD.map((_, i) => (NUMERIC.has(i) ? ' ---: ' : ' --- ')).join('|')}|`;
  const out = [line(HEAD), rule];
  for (const [group, list] of groups(rows)) {
    out.push(line([`**${group}**`, ...HEAD.slice(1).map(() => '')]));
    for (const r of list) out.push(line(cells(r)));
  }
  return out.join('\n');
}
