/**
 * Sharing a chapter of a downloaded course: its signed pack and media, read from the course's
 * pack on the device (no data needed), made into a file, then handed to the phone's share sheet
 * where it takes such a file, or saved as a download (to send by Bluetooth, a messenger…).
 */
import { unwrap } from '@web-ed/api-client';
import type { ChapterPackStatement, GetChapterPackResponse } from '@web-ed/schemas/api';
import { config } from '../../lib/config';
import { MAX_CHAPTER_FILE_BYTES, packCacheName, type StoredPack } from '../../lib/storage';
import { chapterPackQuery, learningUrl } from '../courses';
import {
  packChapterFile,
  PackRefused,
  PACK_EXTENSION,
  type SignedChapter,
} from './chapter-pack-file';
import { sha256 } from './pack-key-id';

/** A chapter a downloaded course can share. */
export interface ShareableChapter {
  subjectId: number;
  subjectName: string;
  chapterId: number;
  chapterName: string;
  lang: string;
}

const chapterPackUrl = (subjectId: number, chapterId: number, lang: string) =>
  learningUrl(
    config.apiBase,
    'learning/get-chapter-pack',
    chapterPackQuery(subjectId, chapterId, lang),
  );

async function signedChapter(cache: Cache, url: string): Promise<SignedChapter | null> {
  const hit = await cache.match(url);
  return hit ? unwrap((await hit.json()) as GetChapterPackResponse) : null;
}

/** The chapters of a finished pack, in course order (the order they were downloaded in). */
export async function shareableChapters(pack: StoredPack): Promise<ShareableChapter[]> {
  const cache = await caches.open(packCacheName(pack.subject_id));
  const urls = Object.keys(pack.files).filter((u) => u.includes('/learning/get-chapter-pack?'));
  const signed = await Promise.all(urls.map((url) => signedChapter(cache, url)));
  return signed.flatMap((s) => {
    if (!s) return [];
    const statement = JSON.parse(s.statement) as ChapterPackStatement;
    return [
      {
        subjectId: statement.subject.id,
        subjectName: statement.subject.name,
        chapterId: statement.chapter.id,
        chapterName: statement.chapter.name,
        lang: pack.lang,
      },
    ];
  });
}

/** The file name a friend sees: the course and chapter, as safe characters of any script. */
function fileName(statement: ChapterPackStatement): string {
  const words = `${statement.subject.name} ${statement.chapter.name}`
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `web-ed-${words || statement.chapter.id}${PACK_EXTENSION}`;
}

/**
 * The chapter's file; throws when the download no longer holds all of it as signed (a file the
 * friend's phone would refuse), or it would be too big for a phone to open.
 */
export async function chapterFile(chapter: ShareableChapter): Promise<File> {
  const cache = await caches.open(packCacheName(chapter.subjectId));
  const signed = await signedChapter(
    cache,
    chapterPackUrl(chapter.subjectId, chapter.chapterId, chapter.lang),
  );
  if (!signed) throw new Error('chapter not in the download');
  const statement = JSON.parse(signed.statement) as ChapterPackStatement;
  if (statement.media.reduce((sum, m) => sum + m.bytes, 0) > MAX_CHAPTER_FILE_BYTES)
    throw new PackRefused('too_big');
  const media: Uint8Array<ArrayBuffer>[] = [];
  for (const m of statement.media) {
    const hit = (await cache.match(m.url)) ?? (await caches.match(m.url));
    const bytes = hit ? await hit.arrayBuffer() : null;
    if (!bytes || (await sha256(bytes, crypto.subtle)) !== m.sha256)
      throw new Error(`${m.url} not as signed`);
    media.push(new Uint8Array(bytes));
  }
  // No registered type: a chat app or Bluetooth passes it on as a plain file.
  return new File([packChapterFile(signed, media)], fileName(statement), {
    type: 'application/octet-stream',
  });
}

/**
 * Hands the file to the share sheet where the browser shares such files (many share only
 * pictures, sound, video and text), else saves it; 'cancelled' when the student closed the sheet.
 */
export async function shareFile(
  file: File,
  title: string,
): Promise<'shared' | 'saved' | 'cancelled'> {
  const data = { files: [file], title };
  if (navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture left, a policy): saved instead.
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url));
  return 'saved';
}
