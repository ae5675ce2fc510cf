/**
 * Downloads a course pack into its cache, one file at a time (a phone on mobile data should not
 * open dozens of requests at once). What is stored is recorded every RECORD_EVERY files and when
 * the download is cut off (offline, Cancel), so Resume fetches only what is missing.
 */
import type { HttpClient } from '@web-ed/api-client';
import { config } from '../../../lib/config';
import {
  packCacheName,
  PACK_REQUEST_HEADER,
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

/** A media file the server no longer has (the course changed since the listing): left out. */
const GONE = null;

async function fetchFile(
  api: Pick<HttpClient, 'get'>,
  file: PackFile,
  signal: AbortSignal,
): Promise<Response | typeof GONE> {
  if (file.call) {
    // Through the API client: its sign-in, retries and time limits; stored as the app reads it.
    const body = await api.get<unknown>('learning', file.call.path, {
      query: file.call.query,
      headers: { [PACK_REQUEST_HEADER]: '1' },
      signal,
    });
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  }
  const response = await fetch(file.url, { signal, headers: { [PACK_REQUEST_HEADER]: '1' } });
  if (response.status === 404) return GONE;
  if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
  // Without its Date: the worker's media expiry must not age out a file the student chose to keep.
  // Streamed into the cache, never held whole in memory (a video on a low-end phone).
  const headers = new Headers(response.headers);
  headers.delete('date');
  return new Response(response.body, { status: response.status, headers });
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
      const response = await fetchFile(api, file, signal);
      if (response !== GONE) {
        await cache.put(file.url, response);
        pack.files[file.url] = file.hash;
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
