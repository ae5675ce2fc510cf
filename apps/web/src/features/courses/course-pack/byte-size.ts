/** A download's size as a student reads it: "850 kB", "1.2 MB", in their language's digits. */
export function formatBytes(bytes: number, lang: string): string {
  const [unit, value] =
    bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', Math.max(1, bytes / 1000)];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
