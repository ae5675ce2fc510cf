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
 * - `chapters[].pack_bytes`: the UTF-8 length of the chapter's get-chapter-pack body as that route
 *   sends it (envelope included): what sharing the chapter to another phone costs besides media.
 * - `version`: a hash of all of it (language, the course's name, every chapter's name, get-questions
 *   and get-tasks bodies, every file's URL, size, ETag, content hash and type, and the signing
 *   key's id): it changes when anything in the pack or in a chapter pack does, and only then.
 *
 * Every chapter's signed pack (learning/chapter-pack.ts, served by get-chapter-pack) is built here
 * too, in the same cached computation: its statement names this version, and the media of a
 * chapter are hashed (their content, streamed) once for both.
 *
 * Catalogue reads are cached like the other hot ones (catalogue.ts `cached`): a seed or publish
 * in this process clears them, one elsewhere is seen within CACHE_TTL_MS; so is a media file
 * changed on disk.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { contentMediaUrl, mediaPaths, type Lang } from '@web-ed/engine';
import { mediaFile } from '../content/content-media';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { sentBytes } from '../http/compression';
import { done } from '../http/envelope';
import { chapterQuestionsOf } from '../routes/learning/get-questions';
import { tasksAnswer } from '../routes/learning/get-tasks';
import { cached, cachedCourseLang, chaptersOf, tasksOfChapter } from './catalogue';
import { fileSha256, signedChapterPack, type ChapterPack } from './chapter-pack';
import type { PackSigner } from './pack-signing';

export interface CoursePackChapter {
  chapter_id: number;
  bytes: number;
  /** The media its questions name: what a play of it costs besides the questions. */
  media_bytes: number;
  /** The UTF-8 length of its get-chapter-pack body as sent. */
  pack_bytes: number;
  /**
   * What playing it online costs in data: its get-questions answer as sent (brotli), its media,
   * and the headers of each of those responses.
   */
  wire_bytes: number;
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

/** A course pack and the signed pack of each of its chapters, by chapter id. */
export interface BuiltPack {
  pack: CoursePack;
  chapters: Map<number, ChapterPack>;
}

/** Each serialiser is the route's fast-json-stringify of its answer schema: bodies as sent. */
type Serialize = (body: object) => string;

export interface CoursePackSources {
  /** get-questions' serialiser of its answers: the sizes are those of the wire. */
  serializeQuestions: Serialize;
  /** get-tasks' serialiser of its answers (a chapter pack's `tasks`). */
  serializeTasks: Serialize;
  /** get-chapter-pack's serialiser of its answers (the chapters' `pack_bytes`). */
  serializeChapterPack: Serialize;
  /** The key chapter packs are signed with (learning/pack-signing.ts). */
  signer: PackSigner;
  /** A course's assets folder, found as the media route finds it (content/content-media.ts). */
  assetsFolder: (subjectId: number) => string | undefined;
  /** Where media the content names but the server cannot send (missing on disk) is reported. */
  log: { warn: (details: object, message: string) => void };
  /** A response's status line and headers, in bytes (http/header-bytes.ts). */
  headerBytes: number;
}

/** The subject's pack in the language it is shown in for `want`; null for an unknown subject. */
export async function coursePack(
  db: Db,
  subjectId: number,
  want: Lang,
  sources: CoursePackSources,
): Promise<CoursePack | null> {
  return (await builtPack(db, subjectId, want, sources))?.pack ?? null;
}

/**
 * The subject's pack with its chapters' signed packs, in the language it is shown in for `want`;
 * null for an unknown subject.
 */
export async function builtPack(
  db: Db,
  subjectId: number,
  want: Lang,
  sources: CoursePackSources,
): Promise<BuiltPack | null> {
  const lang = await cachedCourseLang(db, subjectId, want);
  if (!lang) return null;
  // By key id too: apps sharing a database with different keys each sign with their own.
  return cached(db, `course-pack/${subjectId}/${lang}/${sources.signer.key_id}`, () =>
    buildPack(db, subjectId, lang, sources),
  );
}

/** A media file the pack holds: the course pack's entry, and what a chapter statement says. */
interface FoundMedia extends CoursePackMedia {
  sha256: string;
  type: string;
}

/** Media files hashed at once, at most (each streams its file). */
const HASHING = 4;

async function buildPack(
  db: Db,
  subjectId: number,
  lang: Lang,
  sources: CoursePackSources,
): Promise<BuiltPack> {
  const [course] = await db
    .select({ name: courses.subjectName, version: courses.subjectVersion })
    .from(courses)
    .where(and(eq(courses.subjectId, subjectId), eq(courses.lang, lang)));
  const subject = { id: subjectId, name: course?.name ?? '', lang, version: course?.version ?? 1 };
  const version = createHash('sha256').update(
    `${subjectId}\0${lang}\0${subject.name}\0${subject.version}`,
  );
  const named: {
    id: number;
    name: string;
    questions: string;
    tasks: string;
    paths: string[];
  }[] = [];
  const paths = new Set<string>();
  // One chapter after another, as the download goes (and the database sees one query at a time).
  for (const chapter of await chaptersOf(db, subjectId, lang)) {
    const rows = await tasksOfChapter(db, subjectId, lang, chapter.chapterId);
    // No tasks in this language: get-questions answers 404, nothing to download.
    if (rows.length === 0) continue;
    const answer = await chapterQuestionsOf(db, subjectId, lang, chapter.chapterId, rows);
    const questions = sources.serializeQuestions(done(answer));
    const where = { subjectId, lang, chapterId: chapter.chapterId, progress: 0 };
    const tasks = sources.serializeTasks(tasksAnswer(where, rows));
    version
      .update(`\0chapter\0${chapter.chapterId}\0${chapter.title}\0`)
      .update(questions)
      .update('\0tasks\0')
      .update(tasks);
    // From the body as sent, as the app reads it: a field the schema does not send names nothing.
    const sent = JSON.parse(questions) as { data: { tasks: unknown } };
    const own = mediaPaths(sent.data.tasks);
    for (const path of own) paths.add(path);
    named.push({ id: chapter.chapterId, name: chapter.title, questions, tasks, paths: own });
  }
  const found = new Map<string, FoundMedia>();
  const all = [...paths];
  const onDisk: (FoundMedia | null)[] = [];
  for (let i = 0; i < all.length; i += HASHING) {
    const some = all.slice(i, i + HASHING).map((p) => mediaOnDisk(subjectId, p, sources));
    onDisk.push(...(await Promise.all(some)));
  }
  for (const [i, path] of all.entries()) {
    const file = onDisk[i];
    if (file) found.set(path, file);
  }
  // Once per URL (`assets/a.ogg` and `./assets/a.ogg` are one file).
  const byUrl = new Map([...found.values()].map((m) => [m.url, m]));
  const media: CoursePackMedia[] = [...byUrl.values()].map(({ url, bytes, hash }) => ({
    url,
    bytes,
    hash,
  }));
  for (const m of byUrl.values())
    version.update(`\0media\0${m.url}\0${m.bytes}\0${m.hash}\0${m.sha256}\0${m.type}`);
  version.update(`\0key\0${sources.signer.key_id}`);
  const packVersion = version.digest('base64url').slice(0, 22);

  const chapters: CoursePackChapter[] = [];
  const signed = new Map<number, ChapterPack>();
  for (const ch of named) {
    const own = new Map<string, FoundMedia>();
    for (const p of ch.paths) {
      const m = found.get(p);
      if (m) own.set(m.url, m);
    }
    const chapterPack = signedChapterPack(sources.signer, {
      version: packVersion,
      subject,
      chapter: { id: ch.id, name: ch.name },
      questions: ch.questions,
      tasks: ch.tasks,
      media: [...own.values()],
    });
    signed.set(ch.id, chapterPack);
    chapters.push({
      chapter_id: ch.id,
      bytes: Buffer.byteLength(ch.questions, 'utf8'),
      media_bytes: [...own.values()].reduce((sum, m) => sum + m.bytes, 0),
      pack_bytes: Buffer.byteLength(sources.serializeChapterPack(done(chapterPack)), 'utf8'),
      // Its questions compressed as sent, and each media file, each with its headers.
      wire_bytes:
        sentBytes(ch.questions) +
        [...own.values()].reduce((sum, m) => sum + m.bytes, 0) +
        (1 + own.size) * sources.headerBytes,
    });
  }
  const bytes = [...chapters, ...media].reduce((sum, e) => sum + e.bytes, 0);
  return {
    pack: { subject_id: subjectId, lang, version: packVersion, bytes, chapters, media },
    chapters: signed,
  };
}

/**
 * A media path's URL, size, ETag, content hash and type, as the media route would send it; null
 * (and logged) when it would not: no assets folder for the course, a path it refuses, a file
 * missing on disk.
 */
async function mediaOnDisk(
  subjectId: number,
  path: string,
  sources: CoursePackSources,
): Promise<FoundMedia | null> {
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
  const sha256 =
    file && stats?.isFile()
      ? await fileSha256(file.file, stats.size, stats.mtimeMs).catch(() => null)
      : null;
  if (!file || !stats || sha256 === null) {
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
    sha256,
    // routes/content-media.ts sends the file with this type (content-media.ts MEDIA_TYPES).
    type: file.type,
  };
}
