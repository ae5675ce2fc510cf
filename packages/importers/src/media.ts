/**
 * Images the source refers to, copied into the course as `assets/<name>` (the course folder's
 * media, as content-fixtures lays it out). What cannot be copied is left out and reported: a web
 * address, a file missing from the package, a type the player does not show, an oversized file.
 * SVG is refused: it can carry scripts, and the server serves course media from its own origin.
 */
import { ImportError } from './import-error';
import type { ImportReport } from './report';
import type { SafeZip } from './safe-zip';

export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

export interface MediaFile {
  /** Relative to the course folder, as the course refers to it: `assets/photo.png`. */
  path: string;
  bytes: Uint8Array;
}

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  png: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  webp: (b) => b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45,
};
SIGNATURES.jpeg = SIGNATURES.jpg!;

/**
 * A path inside the package from a reference in a file at `base` (a folder, "" for the root):
 * `../images/a%20b.png` from `items/` is `images/a b.png`; null when it climbs out of the package.
 */
export function resolveInPackage(base: string, ref: string): string | null {
  const parts = base ? base.split('/') : [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(ref.split(/[?#]/)[0]!);
  } catch {
    decoded = ref;
  }
  for (const part of decoded.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

export class MediaCollector {
  readonly files: MediaFile[] = [];
  private readonly byEntry = new Map<string, string>();

  constructor(
    private readonly zip: SafeZip | null,
    private readonly report: ImportReport,
  ) {}

  /** The course path for an image of the package, or undefined when it is left out (reported at `at`). */
  image(base: string, ref: string, at: string): string | undefined {
    const leftOut = (level: 'error' | 'warning', why: string) => {
      this.report.push({
        path: at,
        level,
        message: `The image "${ref}" is left out: ${why.replace(/\.$/, '')}.`,
      });
      return undefined;
    };
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(ref))
      return leftOut('warning', 'it is a web address; put the image inside the package');
    if (!this.zip)
      return leftOut(
        'warning',
        'a single XML file carries no images; import the content package zip',
      );
    const entry = resolveInPackage(base, ref);
    if (entry === null) return leftOut('warning', 'it points outside the package');
    const known = this.byEntry.get(entry);
    if (known) return known;
    if (!this.zip.has(entry)) return leftOut('warning', 'it is not in the package');
    const ext = entry.split('.').pop()?.toLowerCase() ?? '';
    const looksRight = SIGNATURES[ext];
    if (!looksRight)
      return leftOut(
        'warning',
        'only PNG, JPEG, GIF and WebP images are imported (SVG can carry scripts)',
      );
    let bytes: Uint8Array;
    try {
      bytes = this.zip.read(entry, MAX_MEDIA_BYTES);
    } catch (e) {
      if (e instanceof ImportError) return leftOut('error', e.message);
      throw e;
    }
    if (!looksRight(bytes)) return leftOut('warning', `it is not a ${ext.toUpperCase()} image`);
    const path = this.freePath(entry);
    this.byEntry.set(entry, path);
    this.files.push({ path, bytes });
    return path;
  }

  /** `assets/<file name>` in the characters the media route serves, unique within the course. */
  private freePath(entry: string): string {
    const name = (entry.split('/').pop() ?? 'image')
      .replace(/[^A-Za-z0-9._-]/g, '-')
      .replace(/^\./, '_');
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    const taken = new Set(this.files.map((f) => f.path));
    let path = `assets/${name}`;
    for (let n = 2; taken.has(path); n++) path = `assets/${stem}-${n}${ext}`;
    return path;
  }
}
