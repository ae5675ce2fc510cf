/**
 * What downloading a course pack fetches (pure): the server's listing (get-course-pack) and what
 * the device already holds give the files to fetch, the ones kept and the ones to drop. A file
 * is kept when the device holds it under the same hash: a download cut off resumes where it
 * stopped, and a new course version fetches only what changed.
 */
import { buildUrl, servicePath } from '@web-ed/api-client';
import type { GetCoursePackResponse } from '@web-ed/schemas/api';
import type { StoredPack } from '../../../lib/storage';

export type PackListing = GetCoursePackResponse['data'];

/** One file of a pack: an API answer the app reads offline, or a media file. */
export interface PackFile {
  url: string;
  bytes: number;
  /** Changes when the file does: the pack version for API answers, the server's for media. */
  hash: string;
  /** For API answers, the call that gives it (the downloader makes it through the API client). */
  call?: { path: string; query: Record<string, number | string> };
  /**
   * For a chapter's signed pack (get-chapter-pack), the get-questions URL its `questions` are
   * also stored under: the answer /learn/ reads, fetched once for playing and for sharing.
   */
  questionsUrl?: string;
}

export interface DownloadPlan {
  fetch: PackFile[];
  /** Bytes still to download. */
  bytes: number;
  /** Stored files the new listing no longer has. */
  drop: string[];
}

/** A learning call's URL exactly as the API client builds it, so the worker finds it. */
export const learningUrl = (
  apiBase: string,
  path: string,
  query: Record<string, number | string>,
) => buildUrl(apiBase, servicePath('learning', path), query);

/** Where a chapter's signed pack is stored: the URL of the call that gave it. */
export const chapterPackQuery = (subjectId: number, chapterId: number, lang: string) => ({
  subject_id: subjectId,
  chapter_id: chapterId,
  lang,
});

/**
 * The calls the app makes to play a course, with the same URLs, so the worker finds them: `lang`
 * is the app's language, which /learn/ sends with get-questions.
 */
export function packFiles(listing: PackListing, apiBase: string, lang: string): PackFile[] {
  const api = (path: string, query: Record<string, number | string>, bytes: number): PackFile => ({
    url: learningUrl(apiBase, path, query),
    bytes,
    hash: listing.version,
    call: { path, query },
  });
  const sid = listing.subject_id;
  return [
    api('learning/get-chapters', { subject_id: sid }, 0),
    ...listing.chapters.flatMap((ch) => {
      const query = chapterPackQuery(sid, ch.chapter_id, lang);
      return [
        {
          ...api('learning/get-chapter-pack', query, ch.pack_bytes),
          questionsUrl: learningUrl(apiBase, 'learning/get-questions', query),
        },
        api('learning/get-tasks', { chapter_id: ch.chapter_id }, 0),
      ];
    }),
    ...listing.media.map((m) => ({ url: m.url, bytes: m.bytes, hash: m.hash })),
  ];
}

export function planDownload(files: readonly PackFile[], stored: StoredPack | null): DownloadPlan {
  const held = stored?.files ?? {};
  const fetch = files.filter((f) => held[f.url] !== f.hash);
  const wanted = new Set(
    files.flatMap((f) => (f.questionsUrl ? [f.url, f.questionsUrl] : [f.url])),
  );
  return {
    fetch,
    bytes: fetch.reduce((sum, f) => sum + f.bytes, 0),
    drop: Object.keys(held).filter((url) => !wanted.has(url)),
  };
}

/** Where a pack stands on this device against the server's current listing. */
export type PackStatus = 'none' | 'partial' | 'update' | 'ready';

/** `lang`: the app's language now (a pack holds the questions in the one it was fetched in). */
export function packStatus(
  stored: StoredPack | null,
  listing: PackListing | null,
  lang: string,
): PackStatus {
  if (!stored) return 'none';
  if (stored.completed_at === null) return 'partial';
  // Another language: the app asks for other URLs than the pack holds.
  if (stored.lang !== lang || (listing && listing.version !== stored.version)) return 'update';
  return 'ready';
}
