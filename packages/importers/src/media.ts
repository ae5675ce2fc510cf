/**
 * Images, recordings and videos the source refers to, copied into the course as `assets/<name>`
 * (the course folder's media, as content-fixtures lays it out). What cannot be copied is left out
 * and reported: a web address, a file missing from the package, a type the player does not play,
 * an oversized file. SVG is refused: it can carry scripts, and the server serves course media from
 * its own origin.
 */
import { ImportError } from './import-error';
import type { ImportReport } from './report';
import { ZIP_LIMITS, type SafeZip } from './safe-zip';

/** Images and recordings; a video may be as large as the zip lets one file be. */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;
export const MAX_VIDEO_BYTES = ZIP_LIMITS.maxEntryBytes;

export interface MediaFile {
  /** Relative to the course folder, as the course refers to it: `assets/photo.png`. */
  path: string;
  bytes: Uint8Array;
}

type Signature = (b: Uint8Array) => boolean;
const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

/** What each kind of media may be, by file extension: the bytes must say so too. */
const KINDS = {
  image: {
    maxBytes: MAX_MEDIA_BYTES,
    types: 'PNG, JPEG, GIF and WebP images (SVG can carry scripts)',
    signatures: {
      png: (b) => b[0] === 0x89 && ascii(b, 1, 'PNG'),
      jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
      jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
      gif: (b) => ascii(b, 0, 'GIF'),
      webp: (b) => ascii(b, 0, 'RI') && ascii(b, 8, 'WE'),
    } as Record<string, Signature>,
  },
  recording: {
    maxBytes: MAX_MEDIA_BYTES,
    types: 'MP3, Ogg, WAV and M4A recordings',
    signatures: {
      // An ID3 tag, or straight into an MPEG audio frame.
      mp3: (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
      ogg: (b) => ascii(b, 0, 'OggS'),
      wav: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'),
      m4a: (b) => ascii(b, 4, 'ftyp'),
    } as Record<string, Signature>,
  },
  video: {
    maxBytes: MAX_VIDEO_BYTES,
    types: 'MP4 and WebM videos',
    signatures: {
      // An ISO media file opens with its ftyp box; WebM with an EBML header.
      mp4: (b) => ascii(b, 4, 'ftyp'),
      webm: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
    } as Record<string, Signature>,
  },
};

type MediaKind = keyof typeof KINDS;

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
    return this.copy('image', base, ref, at);
  }

  /** The course path for a recording of the package, or undefined when it is left out (reported). */
  recording(base: string, ref: string, at: string): string | undefined {
    return this.copy('recording', base, ref, at);
  }

  /** The course path for a video of the package, or undefined when it is left out (reported). */
  video(base: string, ref: string, at: string): string | undefined {
    return this.copy('video', base, ref, at);
  }

  private copy(kind: MediaKind, base: string, ref: string, at: string): string | undefined {
    const leftOut = (level: 'error' | 'warning', why: string) => {
      this.report.push({
        path: at,
        level,
        message: `The ${kind} "${ref}" is left out: ${why.replace(/\.$/, '')}.`,
      });
      return undefined;
    };
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(ref))
      return leftOut('warning', `it is a web address; put the ${kind} inside the package`);
    if (!this.zip)
      return leftOut(
        'warning',
        `a single XML file carries no ${kind}s; import the content package zip`,
      );
    const entry = resolveInPackage(base, ref);
    if (entry === null) return leftOut('warning', 'it points outside the package');
    const known = this.byEntry.get(entry);
    if (known) return known;
    if (!this.zip.has(entry)) return leftOut('warning', 'it is not in the package');
    const ext = entry.split('.').pop()?.toLowerCase() ?? '';
    const looksRight = KINDS[kind].signatures[ext];
    if (!looksRight) return leftOut('warning', `only ${KINDS[kind].types} are imported`);
    let bytes: Uint8Array;
    try {
      bytes = this.zip.read(entry, KINDS[kind].maxBytes);
    } catch (e) {
      if (e instanceof ImportError) return leftOut('error', e.message);
      throw e;
    }
    if (!looksRight(bytes))
      return leftOut('warning', `its bytes are not those of a .${ext} ${kind}`);
    const path = this.freePath(entry);
    this.byEntry.set(entry, path);
    this.files.push({ path, bytes });
    return path;
  }

  /** `assets/<file name>` in the characters the media route serves, unique within the course. */
  private freePath(entry: string): string {
    const name = (entry.split('/').pop() ?? 'media')
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
