/**
 * A chapter pack file (issue 24, item 4): one chapter of a course, as the server signed it, in a
 * file a student can send to a friend's phone. Pure: it takes bytes and a WebCrypto
 * `SubtleCrypto`, so the same code runs in the browser and in tests.
 *
 * Layout, every byte of it checked:
 *   MAGIC · u32 length + the server's statement (the exact bytes it signed) · u32 length + the
 *   Ed25519 signature (raw) · the get-questions answer · the fresh get-tasks answer · each media
 *   file, in the statement's order, sized by it, and nothing after.
 * (Not a zip: a zip's dates and attributes are bytes no signature covers.)
 *
 * Nothing of a pack is used before every check passed: the signature over the statement with the
 * app's trusted key, then the size and SHA-256 of every other part against the statement. One
 * changed byte anywhere fails one of them.
 */
import type { ChapterPackStatement, GetChapterPackResponse } from '@web-ed/schemas/api';
import { MAX_CHAPTER_FILE_BYTES } from '../../lib/storage/cache-names';
import { base64urlToBytes, sha256, type TrustedKey } from './pack-key-id';

export const PACK_FORMAT = 'web-ed-chapter-pack/1';
/** The file name's ending. */
export const PACK_EXTENSION = '.webed';

/** The server's signed chapter pack, as get-chapter-pack answers it. */
export type SignedChapter = GetChapterPackResponse['data'];

export interface VerifiedChapter {
  statement: ChapterPackStatement;
  questions: string;
  tasks: string;
  /**
   * Where each media file lies in the file, in the statement's order: the caller slices what it
   * keeps from the file itself, with no copy of a recording held in memory.
   */
  media: { start: number; end: number }[];
}

/**
 * Why a file is refused: not a chapter pack at all; one from a newer app; signed by a key that is
 * not this app's (another server's); changed after it was signed; or too big.
 */
export type PackRefusal = 'not_a_pack' | 'newer_format' | 'foreign' | 'changed' | 'too_big';

export class PackRefused extends Error {
  constructor(readonly reason: PackRefusal) {
    super(`chapter pack refused: ${reason}`);
  }
}

const MAGIC = new TextEncoder().encode('web-ed chapter\n');
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array<ArrayBuffer>) =>
  new TextDecoder('utf-8', { fatal: true }).decode(bytes);

function withLength(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>[] {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length);
  return [length, bytes];
}

/** The file a student shares: the signed chapter and its media (in the statement's order). */
export function packChapterFile(
  signed: SignedChapter,
  media: readonly Uint8Array<ArrayBuffer>[],
): Uint8Array<ArrayBuffer> {
  const parts = [
    MAGIC,
    ...withLength(encode(signed.statement)),
    ...withLength(base64urlToBytes(signed.signature)),
    encode(signed.questions),
    encode(signed.tasks),
    ...media,
  ];
  const file = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** Reads the file front to back; a length past its end is a changed (cut or padded) file. */
class Reader {
  at = 0;
  constructor(private readonly file: Uint8Array<ArrayBuffer>) {}
  take(length: number): Uint8Array<ArrayBuffer> {
    if (length < 0 || this.at + length > this.file.length) throw new PackRefused('changed');
    const part = this.file.subarray(this.at, this.at + length);
    this.at += length;
    return part;
  }
  takeSized(): Uint8Array<ArrayBuffer> {
    const length = this.take(4);
    return this.take(new DataView(length.buffer, length.byteOffset, 4).getUint32(0));
  }
  get left(): number {
    return this.file.length - this.at;
  }
}

async function matches(
  bytes: Uint8Array<ArrayBuffer>,
  expected: { sha256: string },
  subtle: SubtleCrypto,
): Promise<boolean> {
  return (await sha256(bytes, subtle)) === expected.sha256;
}

async function signatureHolds(
  key: TrustedKey,
  signature: Uint8Array<ArrayBuffer>,
  signed: Uint8Array<ArrayBuffer>,
  subtle: SubtleCrypto,
): Promise<boolean> {
  const publicKey = base64urlToBytes(key.public_key);
  let imported: CryptoKey | null = null;
  try {
    imported = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
  } catch {
    // A browser before Ed25519 in WebCrypto (Chrome 137, Safari 17): checked in JavaScript below.
  }
  if (imported) return subtle.verify({ name: 'Ed25519' }, imported, signature, signed);
  const { verifyAsync } = await import('@noble/ed25519');
  return verifyAsync(signature, signed, publicKey);
}

/**
 * Opens a shared file: the chapter in it once the signature and every entry check out; throws
 * PackRefused otherwise (the reason the student is told).
 */
export async function openChapterFile(
  file: Uint8Array<ArrayBuffer>,
  key: TrustedKey,
  subtle: SubtleCrypto,
): Promise<VerifiedChapter> {
  // Anything larger is refused unread.
  if (file.length > MAX_CHAPTER_FILE_BYTES) throw new PackRefused('too_big');
  if (file.length < MAGIC.length || MAGIC.some((b, i) => file[i] !== b))
    throw new PackRefused('not_a_pack');
  const reader = new Reader(file);
  reader.take(MAGIC.length);
  const statementBytes = reader.takeSized();
  const signature = reader.takeSized();
  // Read only for its format and key id; nothing of it is used unless the signature holds.
  let statement: ChapterPackStatement;
  try {
    statement = JSON.parse(decode(statementBytes)) as ChapterPackStatement;
  } catch {
    throw new PackRefused('changed');
  }
  if (typeof statement?.format !== 'string' || !statement.format.startsWith('web-ed-chapter-pack/'))
    throw new PackRefused('changed');
  if (statement.format !== PACK_FORMAT) throw new PackRefused('newer_format');
  if (statement.key_id !== key.key_id) throw new PackRefused('foreign');
  if (!(await signatureHolds(key, signature, statementBytes, subtle)))
    throw new PackRefused('changed');
  const questions = reader.take(statement.questions.bytes);
  const tasks = reader.take(statement.tasks.bytes);
  const media = statement.media.map((m) => reader.take(m.bytes));
  const where = media.map((m) => {
    const start = m.byteOffset - file.byteOffset;
    return { start, end: start + m.length };
  });
  if (reader.left !== 0) throw new PackRefused('changed');
  const checks = [
    matches(questions, statement.questions, subtle),
    matches(tasks, statement.tasks, subtle),
    ...statement.media.map((m, i) => matches(media[i]!, m, subtle)),
  ];
  if (!(await Promise.all(checks)).every(Boolean)) throw new PackRefused('changed');
  return {
    statement,
    questions: decode(questions),
    tasks: decode(tasks),
    media: where,
  };
}
