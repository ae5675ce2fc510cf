/**
 * A course pack (issue 24): what a phone's offline download of a course holds and how big it is,
 * told before it downloads. The download (apps/web/src/features/courses/course-pack) fetches every
 * chapter's get-questions (and get-tasks) answer, then every media file the questions name; the
 * pack lists the same, sized from the real answers and the real files:
 *
 * - `chapters`: every chapter with tasks in the language served, in course order; `bytes` is the
 *   UTF-8 length of the get-questions body the route sends for it (serialised by that route's
 *   answer schema, envelope included, before compression). The chapter's get-tasks answer is left
 *   out: it is the student's own (progress, results) and small beside the questions, so the pack,
 *   the same for every student, approximates a chapter by its get-questions body alone.
 * - `media`: every media file the questions name, once, as the URL the app fetches, with its
 *   size on disk and the ETag the media route sends for it (routes/content-media.ts).
 * - `version`: a hash of all of it (language, every chapter's body, every file's URL, size and
 *   ETag): it changes when anything in the pack does, and only then.
 *
 * Catalogue reads are cached like the other hot ones (catalogue.ts `cached`): a seed or publish
 * in this process clears them, one elsewhere is seen within CACHE_TTL_MS; so is a media file
 * changed on disk.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { contentMediaUrl, mediaPaths, type Lang } from '@web-ed/engine';
import { mediaFile } from '../content/content-media';
import type { Db } from '../db/client';
import { done } from '../http/envelope';
import { chapterQuestionsIn } from '../routes/learning/get-questions';
import { cached, chaptersOf, courseLang } from './catalogue';

export interface CoursePackChapter {
  chapter_id: number;
  bytes: number;
  /** The media its questions name: what a play of it costs besides the questions. */
  media_bytes: number;
}

export interface CoursePackMedia {
  /** As the app fetches it: `/media/content/<subject id>/assets/…`. */
  url: string;
  bytes: number;
  /** The media route's ETag of the file (@fastify/send: size and modification time). */
  hash: string;
}

export interface CoursePack {
  subject_id: number;
  lang: Lang;
  version: string;
  bytes: number;
  chapters: CoursePackChapter[];
  media: CoursePackMedia[];
}

export interface CoursePackSources {
  /**
   * get-questions' serialiser of its answers (its route's fast-json-stringify of the answer
   * schema): the body as the route sends it, so the sizes are those of the wire.
   */
  serialize: (body: object) => string;
  /** A course's assets folder, found as the media route finds it (content/content-media.ts). */
  assetsFolder: (subjectId: number) => string | undefined;
  /** Where media the content names but the server cannot send (missing on disk) is reported. */
  log: { warn: (details: object, message: string) => void };
}

/** The subject's pack in the language it is shown in for `want`; null for an unknown subject. */
export async function coursePack(
  db: Db,
  subjectId: number,
  want: Lang,
  sources: CoursePackSources,
): Promise<CoursePack | null> {
  const lang = await cached(db, `lang/${subjectId}/${want}`, () => courseLang(db, subjectId, want));
  if (!lang) return null;
  return cached(db, `course-pack/${subjectId}/${lang}`, () =>
    buildPack(db, subjectId, lang, sources),
  );
}

async function buildPack(
  db: Db,
  subjectId: number,
  lang: Lang,
  sources: CoursePackSources,
): Promise<CoursePack> {
  const version = createHash('sha256').update(`${subjectId}\0${lang}`);
  const named: { chapter_id: number; bytes: number; paths: string[] }[] = [];
  const paths = new Set<string>();
  // One chapter after another, as the download goes (and the database sees one query at a time).
  for (const chapter of await chaptersOf(db, subjectId, lang)) {
    const answer = await chapterQuestionsIn(db, subjectId, lang, chapter.chapterId);
    // No tasks in this language: get-questions answers 404, nothing to download.
    if (!answer) continue;
    const body = sources.serialize(done(answer));
    version.update(`\0chapter\0${chapter.chapterId}\0`).update(body);
    // From the body as sent, as the app reads it: a field the schema does not send names nothing.
    const sent = JSON.parse(body) as { data: { tasks: unknown } };
    const own = mediaPaths(sent.data.tasks);
    for (const path of own) paths.add(path);
    named.push({
      chapter_id: chapter.chapterId,
      bytes: Buffer.byteLength(body, 'utf8'),
      paths: own,
    });
  }
  const found = new Map<string, CoursePackMedia>();
  const sized = await Promise.all([...paths].map((p) => mediaOnDisk(subjectId, p, sources)));
  for (const [i, path] of [...paths].entries()) {
    const file = sized[i];
    if (file) found.set(path, file);
  }
  const media = [...found.values()];
  const chapters: CoursePackChapter[] = named.map((ch) => ({
    chapter_id: ch.chapter_id,
    bytes: ch.bytes,
    media_bytes: ch.paths.reduce((sum, p) => sum + (found.get(p)?.bytes ?? 0), 0),
  }));
  for (const m of media) version.update(`\0media\0${m.url}\0${m.bytes}\0${m.hash}`);
  const bytes = [...chapters, ...media].reduce((sum, e) => sum + e.bytes, 0);
  return {
    subject_id: subjectId,
    lang,
    version: version.digest('base64url').slice(0, 22),
    bytes,
    chapters,
    media,
  };
}

/**
 * A media path's URL, size and ETag, as the media route would send it; null (and logged) when it
 * would not: no assets folder for the course, a path it refuses, a file missing on disk.
 */
async function mediaOnDisk(
  subjectId: number,
  path: string,
  sources: CoursePackSources,
): Promise<CoursePackMedia | null> {
  let url: string;
  try {
    url = contentMediaUrl(subjectId, path);
  } catch {
    // A lone surrogate: encodeURIComponent throws, and no file can be named by it.
    sources.log.warn({ subjectId, path }, 'course pack: a media path that is no URL is left out');
    return null;
  }
  // The media route's own lookup: its wildcard is the decoded path, `assets/` stripped.
  const folder = sources.assetsFolder(subjectId);
  const file = folder
    ? mediaFile(folder, path.replace(/^\.\//, '').replace(/^assets\//, ''))
    : null;
  const stats = file ? await stat(file.file).catch(() => null) : null;
  if (!stats?.isFile()) {
    sources.log.warn(
      { subjectId, path, url },
      'course pack: media the content names is not served (missing on disk): left out',
    );
    return null;
  }
  return {
    url,
    bytes: stats.size,
    // @fastify/send's ETag (routes/content-media.ts sends the file with it).
    hash: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
  };
}
