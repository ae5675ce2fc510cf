/**
 * A chapter pack (issue 24: chapters shared phone to phone): one chapter of a course as a phone
 * exports it to a file and another phone imports it offline. The importing phone trusts nothing
 * in the file until the server's Ed25519 signature over `statement` checks out against the key it
 * knows (learning/pack-signing.ts), then checks every other part against the statement:
 *
 * - `questions`: the chapter's get-questions body, byte for byte as that route sends it;
 * - `tasks`: its get-tasks body as a student with no plays sees it (nothing completed, no stars,
 *   no likes: a pack is the same for everyone, the importer's own results come from its own plays);
 * - `statement`: JSON text, the signed bytes (its UTF-8), with keys in this order:
 *   `{format, key_id, version, subject: {id, name, lang, version}, chapter: {id, name},
 *   questions: {bytes, sha256}, tasks: {bytes, sha256}, media: [{url, bytes, sha256, type}]}`,
 *   every sha256 base64url of the SHA-256 of the UTF-8 text (questions, tasks) or of the file;
 * - `signature`: base64url of the Ed25519 signature of the statement's UTF-8 bytes.
 *
 * learning/course-pack.ts builds every chapter's pack with the course pack, in the same cached
 * computation: `version` is the course pack's.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Lang } from '@web-ed/engine';
import type { PackSigner } from './pack-signing';

export const CHAPTER_PACK_FORMAT = 'web-ed-chapter-pack/1';

/** The four strings of get-chapter-pack's `data`. */
export interface ChapterPack {
  statement: string;
  signature: string;
  questions: string;
  tasks: string;
}

/** A media file of a chapter, as its statement lists it. */
export interface ChapterPackMedia {
  url: string;
  bytes: number;
  /** base64url SHA-256 of the file's content. */
  sha256: string;
  /** The Content-Type the media route sends it with. */
  type: string;
}

export interface ChapterPackInput {
  keyId: string;
  version: string;
  /** `version`: the course's subject_version the questions are of (a play's finish record names it). */
  subject: { id: number; name: string; lang: Lang; version: number };
  chapter: { id: number; name: string };
  /** The get-questions body, as sent. */
  questions: string;
  /** The get-tasks body (no plays), as sent. */
  tasks: string;
  media: readonly ChapterPackMedia[];
}

/** UTF-8 length and base64url SHA-256 of a text's UTF-8 bytes. */
export function textDigest(text: string): { bytes: number; sha256: string } {
  const bytes = Buffer.from(text, 'utf8');
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('base64url') };
}

/** The statement's JSON text: exactly these keys, in this order (the signed bytes). */
export function chapterStatement(p: ChapterPackInput): string {
  return JSON.stringify({
    format: CHAPTER_PACK_FORMAT,
    key_id: p.keyId,
    version: p.version,
    subject: {
      id: p.subject.id,
      name: p.subject.name,
      lang: p.subject.lang,
      version: p.subject.version,
    },
    chapter: { id: p.chapter.id, name: p.chapter.name },
    questions: textDigest(p.questions),
    tasks: textDigest(p.tasks),
    media: p.media.map((m) => ({ url: m.url, bytes: m.bytes, sha256: m.sha256, type: m.type })),
  });
}

/** The chapter's pack, its statement signed by `signer` (whose key id it names). */
export function signedChapterPack(
  signer: PackSigner,
  p: Omit<ChapterPackInput, 'keyId'>,
): ChapterPack {
  const statement = chapterStatement({ ...p, keyId: signer.key_id });
  return { statement, signature: signer.sign(statement), questions: p.questions, tasks: p.tasks };
}

/**
 * Digests of files read, by path, size and modification time: a course pack is built again every
 * CACHE_TTL_MS (catalogue.ts), its media need not be read again unless they changed on disk (the
 * media route's ETag tells a changed file by the same two). Bounded: oldest first out.
 */
const digests = new Map<string, Promise<string>>();
const DIGESTS_MAX = 20_000;

/** base64url SHA-256 of a file's content, streamed. */
export function fileSha256(file: string, size: number, mtimeMs: number): Promise<string> {
  const key = `${file}\0${size}\0${mtimeMs}`;
  const known = digests.get(key);
  if (known) return known;
  const digest = new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('base64url')));
  });
  digests.set(key, digest);
  if (digests.size > DIGESTS_MAX) digests.delete(digests.keys().next().value!);
  digest.catch(() => digests.delete(key));
  return digest;
}
