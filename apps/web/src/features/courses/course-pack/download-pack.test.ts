import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@web-ed/api-client';
import { downloadPack } from './download-pack';
import { packFiles, type PackListing } from './pack-plan';
import { readPack } from '../../../lib/storage';

/** Cache Storage in memory: cache name → URL → body. */
function memoryCaches() {
  const all = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = all.get(name) ?? new Map<string, Response>();
    all.set(name, entries);
    return {
      put: async (url: string, r: Response) => void entries.set(url, new Response(await r.text())),
      match: async (url: string) => entries.get(url)?.clone(),
      delete: async (url: string) => entries.delete(url),
    };
  };
  vi.stubGlobal('caches', {
    open,
    has: async (name: string) => all.has(name),
    keys: async () => [...all.keys()],
    delete: async (name: string) => all.delete(name),
  });
  return all;
}

const listing: PackListing = {
  subject_id: 105,
  lang: 'en',
  version: 'v1',
  bytes: 3000 + 2000 + 5000,
  chapters: [{ chapter_id: 1051, bytes: 2800, pack_bytes: 3000, media_bytes: 7000, wire_bytes: 1 }],
  media: [
    { url: '/media/content/105/assets/a.ogg', bytes: 2000, hash: 'a1' },
    { url: '/media/content/105/assets/gone.ogg', bytes: 5000, hash: 'g1' },
  ],
};

const questions = '{"bDone":true,"iMessageCode":1,"data":{"tasks":[]}}';
const signed = { statement: '{}', signature: 'sig', tasks: '{}' };

/** The server: API answers in the envelope, one media file, another gone (404). */
function server(cutAfter = Infinity) {
  let served = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (served++ >= cutAfter) throw new TypeError('Failed to fetch');
    if (url.includes('/gone.ogg')) return new Response('', { status: 404 });
    if (url.startsWith('/media/')) return new Response('sound');
    if (url.includes('/get-chapter-pack?'))
      return Response.json({ done: 1, message_code: 0, data: { ...signed, questions } });
    return Response.json({ done: 1, message_code: 0, data: { url } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

/** The app's client, over the stubbed fetch, without retries. */
const api = () =>
  createHttpClient({ getToken: () => 'token', onUnauthorized: () => undefined, retries: 0 });

describe('downloading a course pack', () => {
  it('stores every file under the URL the app fetches, and leaves out a file the server no longer has', async () => {
    const caches = memoryCaches();
    server();
    const progress: number[] = [];
    const pack = await downloadPack(
      api(),
      listing,
      'en',
      (p) => progress.push(p.done),
      new AbortController().signal,
    );
    expect(pack.completed_at).not.toBeNull();
    const held = [...caches.get('web-ed-pack-105')!.keys()];
    const urls = packFiles(listing, '', 'en').map((f) => f.url);
    expect(held).toEqual(expect.arrayContaining(urls.filter((u) => !u.includes('gone'))));
    expect(held.some((u) => u.includes('gone'))).toBe(false);
    expect(Object.keys(pack.files)).not.toContain('/media/content/105/assets/gone.ogg');
    expect(progress.at(-1)).toBe(listing.bytes);
    expect(await readPack(105)).toEqual(pack);
    // The chapter's signed pack is kept for sharing, its questions under get-questions' URL.
    const questionsUrl = [...caches.get('web-ed-pack-105')!.keys()].find((u) =>
      u.includes('/get-questions?subject_id=105&chapter_id=1051&lang=en'),
    );
    expect(await (await caches.get('web-ed-pack-105')!.get(questionsUrl!)!).text()).toBe(questions);
    expect(pack.files[questionsUrl!]).toBe('v1');
  });

  it('cut off, records what it stored, and a resume fetches only the rest', async () => {
    memoryCaches();
    server(2);
    await expect(
      downloadPack(api(), listing, 'en', () => undefined, new AbortController().signal),
    ).rejects.toThrow();
    const cut = await readPack(105);
    expect(cut?.completed_at).toBeNull();
    // get-chapters, then the chapter's pack: stored under its own URL and get-questions'.
    expect(Object.keys(cut!.files)).toHaveLength(3);
    const fetch = server();
    const pack = await downloadPack(
      api(),
      listing,
      'en',
      () => undefined,
      new AbortController().signal,
    );
    expect(pack.completed_at).not.toBeNull();
    // 5 files in all (3 answers, 2 media): the 2 stored ones are not fetched again.
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
