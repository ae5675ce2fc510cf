/**
 * A size as a student reads it: "850 kB", "1.2 MB", "11 GB", in their language's digits, its
 * number and unit held together (a no-break space): a narrow button never ends a line on "(50".
 */
export function formatBytes(bytes: number, lang: string): string {
  const [unit, value] =
    bytes >= 1e9
      ? ['gigabyte', bytes / 1e9]
      : bytes >= 1e6
        ? ['megabyte', bytes / 1e6]
        : // A file that has bytes is never said to have none.
          ['kilobyte', bytes > 0 ? Math.max(1, bytes / 1e3) : 0];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  })
    .format(value)
    .replace(/\s/g, '\u00a0');
}
