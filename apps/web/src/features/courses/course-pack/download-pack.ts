/**
 * Downloads a course pack into its cache, one file at a time (a phone on mobile data should not
 * open dozens of requests at once). What is stored is recorded every RECORD_EVERY files and when
 * the download is cut off (offline, Cancel), so Resume fetches only what is missing.
 */
import { unwrap, type HttpClient } from '@web-ed/api-client';
import type { GetChapterPackResponse } from '@web-ed/schemas/api';
import { config } from '../../../lib/config';
import {
  packCacheName,
  PACK_REQUEST_HEADER,
  jsonResponse,
  readPack,
  writePack,
  type StoredPack,
} from '../../../lib/storage';
import { packFiles, planDownload, type PackFile, type PackListing } from './pack-plan';

/** Files between two records of what the pack holds (each record rewrites the whole list). */
const RECORD_EVERY = 20;

export interface PackProgress {
  /** Bytes of this download done so far, and in all. */
  done: number;
  total: number;
}

/**
 * A file's responses, by the URL each is stored under; none for a media file the server no
 * longer has (the course changed since the listing): it is left out.
 */
async function fetchFile(
  api: Pick<HttpClient, 'get'>,
  file: PackFile,
  signal: AbortSignal,
): Promise<[string, Response][]> {
  if (file.call) {
    // Through the API client: its sign-in, retries and time limits; stored as the app reads it.
    const body = await api.get<GetChapterPackResponse>('learning', file.call.path, {
      query: file.call.query,
      headers: { [PACK_REQUEST_HEADER]: '1' },
      signal,
    });
    const stored: [string, Response][] = [[file.url, jsonResponse(JSON.stringify(body))]];
    // A chapter's signed pack holds get-questions' answer as that route sends it.
    if (file.questionsUrl) stored.push([file.questionsUrl, jsonResponse(unwrap(body).questions)]);
    return stored;
  }
  const response = await fetch(file.url, { signal, headers: { [PACK_REQUEST_HEADER]: '1' } });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
  // Without its Date: the worker's media expiry must not age out a file the student chose to keep.
  // Streamed into the cache, never held whole in memory (a video on a low-end phone).
  const headers = new Headers(response.headers);
  headers.delete('date');
  return [[file.url, new Response(response.body, { status: response.status, headers })]];
}

/** `api`: the app's API client (its sign-in, retries and time limits). */
export async function downloadPack(
  api: Pick<HttpClient, 'get'>,
  listing: PackListing,
  lang: string,
  onProgress: (p: PackProgress) => void,
  signal: AbortSignal,
): Promise<StoredPack> {
  const files = packFiles(listing, config.apiBase, lang);
  const before = await readPack(listing.subject_id);
  const plan = planDownload(files, before);
  const cache = await caches.open(packCacheName(listing.subject_id));
  const pack: StoredPack = {
    subject_id: listing.subject_id,
    lang,
    version: listing.version,
    bytes: listing.bytes,
    files: { ...(before?.files ?? {}) },
    completed_at: null,
  };
  for (const url of plan.drop) {
    await cache.delete(url);
    delete pack.files[url];
  }
  await writePack(cache, pack);
  let done = 0;
  onProgress({ done, total: plan.bytes });
  try {
    for (const [i, file] of plan.fetch.entries()) {
      signal.throwIfAborted();
      for (const [url, response] of await fetchFile(api, file, signal)) {
        await cache.put(url, response);
        pack.files[url] = file.hash;
      }
      if ((i + 1) % RECORD_EVERY === 0) await writePack(cache, pack);
      done += file.bytes;
      onProgress({ done, total: plan.bytes });
    }
  } catch (error) {
    // Cut off: what was stored is recorded, so Resume fetches only the rest.
    await writePack(cache, pack);
    throw error;
  }
  const complete = { ...pack, completed_at: Date.now() };
  await writePack(cache, complete);
  return complete;
}
