/**
 * Opening a chapter file from a friend: checked (chapter-pack-file.ts) before anything in it is
 * shown or kept, then stored as the worker serves packs: its questions and a fresh task list
 * under the URLs /learn/ fetches, its media under theirs, so the chapter plays offline. Its plays
 * go through the outbox and are re-scored by the server, like any play.
 */
import { config } from '../../lib/config';
import { chapterPackQuery, learningUrl } from '../courses';
import {
  jsonResponse,
  MAX_CHAPTER_FILE_BYTES,
  sharedCacheName,
  writePack,
  type SharedChapter,
} from '../../lib/storage';
import { openChapterFile, PackRefused } from './chapter-pack-file';
import { trustedKey } from './pack-key';

/** Why nothing was opened, besides the file's own faults (PackRefused). */
export class NoPackKey extends Error {
  constructor() {
    super('no pack key on this device yet');
  }
}

/**
 * `appLang`: the app's language now; /learn/ asks for the questions in it, so they are stored
 * under that URL as well as the pack's own language.
 */
export async function importChapter(file: Blob, appLang: string): Promise<SharedChapter> {
  if (file.size > MAX_CHAPTER_FILE_BYTES) throw new PackRefused('too_big');
  const key = await trustedKey();
  if (!key) throw new NoPackKey();
  const chapter = await openChapterFile(
    new Uint8Array(await file.arrayBuffer()),
    key,
    crypto.subtle,
  );
  const { statement } = chapter;
  const sid = statement.subject.id;
  const cid = statement.chapter.id;
  // Our server names only its own course's media; anything else is not kept (defence in depth).
  if (!statement.media.every((m) => m.url.startsWith(`/media/content/${sid}/`)))
    throw new PackRefused('changed');
  const name = sharedCacheName(sid, cid);
  // A chapter opened again replaces the copy before it (it may be a newer version).
  await caches.delete(name);
  try {
    const cache = await caches.open(name);
    for (const lang of new Set([statement.subject.lang, appLang]))
      await cache.put(
        learningUrl(config.apiBase, 'learning/get-questions', chapterPackQuery(sid, cid, lang)),
        jsonResponse(chapter.questions),
      );
    await cache.put(
      learningUrl(config.apiBase, 'learning/get-tasks', { chapter_id: cid }),
      jsonResponse(chapter.tasks),
    );
    for (const [i, media] of statement.media.entries()) {
      const { start, end } = chapter.media[i]!;
      // A slice of the file the student picked: no copy of the recording in memory.
      await cache.put(
        media.url,
        new Response(file.slice(start, end), {
          headers: { 'content-type': media.type, 'content-length': String(media.bytes) },
        }),
      );
    }
    const record: SharedChapter = {
      subject_id: sid,
      subject_name: statement.subject.name,
      subject_version: statement.subject.version,
      chapter_id: cid,
      chapter_name: statement.chapter.name,
      lang: statement.subject.lang,
      bytes: statement.questions.bytes + statement.media.reduce((sum, m) => sum + m.bytes, 0),
      received_at: Date.now(),
    };
    await writePack(cache, record);
    return record;
  } catch (error) {
    // Half kept (the device ran out of space): nothing of it stays to be served.
    await caches.delete(name).catch(() => undefined);
    throw error;
  }
}
