/**
 * Reads a zip held in memory, refusing what could hurt the machine or escape a folder: too many
 * entries, too many bytes (per file, in all, or unpacked far beyond their packed size: a zip
 * bomb), unsafe names (zip slip), and damaged archives. Files are unpacked only when read, so a
 * package's unused parts (H5P library folders) cost nothing. Sizes come from the central
 * directory and are enforced while inflating, so a header that lies stops the inflation early.
 */
import { Inflate } from 'fflate';
import { byteSize } from './byte-size';
import { crc32 } from './crc32';
import { ImportError } from './import-error';

const MB = 1024 * 1024;

export interface ZipLimits {
  /** The zip file itself. */
  maxZipBytes: number;
  maxEntries: number;
  /** One file, unpacked. */
  maxEntryBytes: number;
  /** Every file read, unpacked, together. */
  maxTotalBytes: number;
  /** Unpacked size over packed size, for files above 1 MB unpacked. */
  maxRatio: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxZipBytes: 100 * MB,
  maxEntries: 10_000,
  maxEntryBytes: 20 * MB,
  maxTotalBytes: 100 * MB,
  maxRatio: 100,
};

// A small file may compress very well (a run of spaces) and still be harmless.
const RATIO_FLOOR = MB;
// Compressed bytes inflated per step: deflate expands at most ~1032×, so one step stays near 4 MB.
const STEP = 4096;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  packed: number;
  size: number;
  localOffset: number;
}

export interface SafeZip {
  /** Every file of the zip (folders left out), in the order the zip lists them. */
  names: string[];
  has(name: string): boolean;
  /** The unpacked bytes of one file, refused over `maxBytes`; throws ImportError. */
  read(name: string, maxBytes?: number): Uint8Array;
}

const damaged = (detail: string) =>
  new ImportError(`The zip file is damaged (${detail}). Export or save it again, then retry.`);

/** Absolute paths, `..` segments, backslashes and NULs could place a file outside its folder. */
function unsafeName(name: string): boolean {
  return (
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    /[\\\0]/.test(name) ||
    name.split('/').includes('..')
  );
}

export function openZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): SafeZip {
  if (bytes.length > limits.maxZipBytes)
    throw new ImportError(
      `The zip file is ${byteSize(bytes.length)}, over the ${byteSize(limits.maxZipBytes)} limit.`,
    );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);

  let eocd = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) throw damaged('no zip directory at its end: not a zip, or cut short');
  if (u16(eocd + 4) !== 0 || u16(eocd + 6) !== 0)
    throw new ImportError('Zip files split into several parts are not supported.');
  const count = u16(eocd + 10);
  const dirSize = u32(eocd + 12);
  const dirOffset = u32(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff)
    throw new ImportError('ZIP64 archives are not supported: save the zip in the standard format.');
  if (count > limits.maxEntries)
    throw new ImportError(
      `The zip holds ${count} entries, over the limit of ${limits.maxEntries}.`,
    );
  if (dirOffset + dirSize > eocd) throw damaged('its directory points past the end');

  const decoder = new TextDecoder();
  const entries = new Map<string, Entry>();
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || u32(at) !== CENTRAL)
      throw damaged(`directory entry ${i + 1} is unreadable`);
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > eocd) throw damaged(`directory entry ${i + 1} runs past the directory`);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (unsafeName(name))
      throw new ImportError(
        `The zip holds an unsafe path "${name}" (absolute, with "..", or with a backslash) that could write outside its folder, so it is refused.`,
        name,
      );
    if (entries.has(name)) throw new ImportError(`The zip lists "${name}" twice.`, name);
    if (!name.endsWith('/'))
      entries.set(name, {
        name,
        flags: u16(at + 8),
        method: u16(at + 10),
        crc: u32(at + 16),
        packed: u32(at + 20),
        size: u32(at + 24),
        localOffset: u32(at + 42),
      });
    at = next;
  }

  let total = 0;
  const read = (name: string, maxBytes = limits.maxEntryBytes): Uint8Array => {
    const e = entries.get(name);
    if (!e) throw new ImportError(`The zip has no file "${name}".`, name);
    if (e.flags & 1) throw new ImportError(`"${name}" is encrypted in the zip.`, name);
    const max = Math.min(maxBytes, limits.maxEntryBytes);
    if (e.size > max)
      throw new ImportError(
        `"${name}" is ${byteSize(e.size)} unpacked, over the ${byteSize(max)} limit for one file.`,
        name,
      );
    if (e.size > RATIO_FLOOR && e.size > e.packed * limits.maxRatio)
      throw new ImportError(
        `"${name}" unpacks to ${Math.round(e.size / Math.max(1, e.packed))} times its packed size (the limit is ${limits.maxRatio}): refused as a possible zip bomb.`,
        name,
      );
    if (total + e.size > limits.maxTotalBytes)
      throw new ImportError(
        `The files read from the zip add up to more than the ${byteSize(limits.maxTotalBytes)} limit.`,
        name,
      );
    const local = e.localOffset;
    if (local + 30 > bytes.length || u32(local) !== LOCAL)
      throw damaged(`the data of "${name}" is missing`);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + e.packed > bytes.length) throw damaged(`"${name}" is cut short`);
    const data = unpack(e, bytes.subarray(start, start + e.packed));
    if (data.length !== e.size || crc32(data) !== e.crc)
      throw damaged(`"${name}" does not match its checksum`);
    total += data.length;
    return data;
  };
  return { names: [...entries.keys()], has: (name) => entries.has(name), read };
}

function unpack(e: Entry, packed: Uint8Array): Uint8Array {
  if (e.method === 0) return packed;
  if (e.method !== 8)
    throw new ImportError(
      `"${e.name}" uses zip compression method ${e.method}; only stored and deflated files are read. Save the zip again with a standard tool.`,
      e.name,
    );
  const out = new Uint8Array(e.size);
  let length = 0;
  const inflate = new Inflate((chunk) => {
    if (length + chunk.length > e.size)
      throw new ImportError(
        `"${e.name}" unpacks to more than the ${byteSize(e.size)} its zip header says: refused as a possible zip bomb.`,
        e.name,
      );
    out.set(chunk, length);
    length += chunk.length;
  });
  try {
    for (let at = 0; at < packed.length; at += STEP)
      inflate.push(packed.subarray(at, at + STEP), at + STEP >= packed.length);
  } catch (err) {
    if (err instanceof ImportError) throw err;
    throw damaged(`"${e.name}" cannot be unpacked: ${(err as Error).message}`);
  }
  return out.subarray(0, length);
}
