/**
 * What an import found, item by item: `path` names the place in the source (a file, then `#` and
 * a JSON pointer or an XPath-like path), so an author can go and fix it there.
 */
export type ReportLevel = 'error' | 'warning';

export interface ReportEntry {
  path: string;
  level: ReportLevel;
  message: string;
}

export type ImportReport = ReportEntry[];

/** `file#/a/b/0`: a JSON pointer (RFC 6901) into a JSON file of the source; the file itself when empty. */
export function jsonPath(file: string, ...segments: (string | number)[]): string {
  const pointer = segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`);
  return pointer.length > 0 ? `${file}#${pointer.join('')}` : file;
}
