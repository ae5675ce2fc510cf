/**
 * Reads of the content catalogue, with the language rule: a course is shown in the student's
 * language when it exists in it, else in English; a course in neither is not offered.
 * Functions take a `Db`; a transaction is one too.
 */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { DEFAULT_LANG, resolveLang, type Lang, type PlayableTask } from '@web-ed/engine';
import type { Db } from '../db/client';
import {
  courseChapters,
  courseQuestions,
  courses,
  courseTasks,
  courseTaskVersions,
} from '../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type ChapterRow = typeof courseChapters.$inferSelect;
export type TaskRow = typeof courseTasks.$inferSelect;

/** The student's own language, as stored on their profile (unknown values: English). */
export function langOf(user: { lang: string }): Lang {
  return resolveLang(user.lang);
}

/** The language to show a course in, among those it exists in: the wanted one, else English. */
export function chooseLang(available: Iterable<string>, want: Lang): Lang | null {
  const set = new Set(available);
  if (set.has(want)) return want;
  return set.has(DEFAULT_LANG) ? DEFAULT_LANG : null;
}

/** Every course in the language each is shown in, most popular first (rank ascending, unranked last). */
async function coursesIn(db: Db, want: Lang): Promise<Omit<CourseRow, 'doc'>[]> {
  const { doc: _doc, ...columns } = getTableColumns(courses);
  const rows = await db
    .select(columns)
    .from(courses)
    .where(inArray(courses.lang, [...new Set([want, DEFAULT_LANG])]));
  const bySubject = new Map<number, Map<string, Omit<CourseRow, 'doc'>>>();
  for (const r of rows) {
    const m = bySubject.get(r.subjectId) ?? new Map();
    m.set(r.lang, r);
    bySubject.set(r.subjectId, m);
  }
  const chosen: Omit<CourseRow, 'doc'>[] = [];
  for (const m of bySubject.values()) {
    const lang = chooseLang(m.keys(), want);
    const row = lang ? m.get(lang) : undefined;
    if (row) chosen.push(row);
  }
  return chosen.sort(
    (a, b) =>
      (a.popularityRank ?? Number.MAX_SAFE_INTEGER) -
        (b.popularityRank ?? Number.MAX_SAFE_INTEGER) || a.subjectId - b.subjectId,
  );
}

/** The language a subject is shown in for `want`, or null if the subject is not offered. */
export async function courseLang(db: Db, subjectId: number, want: Lang): Promise<Lang | null> {
  const rows = await db
    .select({ lang: courses.lang })
    .from(courses)
    .where(eq(courses.subjectId, subjectId));
  return chooseLang(
    rows.map((r) => r.lang),
    want,
  );
}

/** A course's chapters in order, in one language. */
export function chaptersOf(db: Db, subjectId: number, lang: Lang): Promise<ChapterRow[]> {
  return db
    .select()
    .from(courseChapters)
    .where(and(eq(courseChapters.subjectId, subjectId), eq(courseChapters.lang, lang)))
    .orderBy(asc(courseChapters.position));
}

/** Chapters of several subjects in their chosen languages. */
async function chaptersOfCourses(
  db: Db,
  chosen: readonly { subjectId: number; lang: string }[],
): Promise<Map<number, ChapterRow[]>> {
  const out = new Map<number, ChapterRow[]>();
  if (chosen.length === 0) return out;
  const rows = await db
    .select()
    .from(courseChapters)
    .where(
      inArray(
        courseChapters.subjectId,
        chosen.map((c) => c.subjectId),
      ),
    )
    .orderBy(asc(courseChapters.subjectId), asc(courseChapters.position));
  const langOfSubject = new Map(chosen.map((c) => [c.subjectId, c.lang]));
  for (const r of rows) {
    if (langOfSubject.get(r.subjectId) !== r.lang) continue;
    const list = out.get(r.subjectId) ?? [];
    list.push(r);
    out.set(r.subjectId, list);
  }
  return out;
}

/** The language to show a course in (courseLang), from the process's memory (`cached`). */
export function cachedCourseLang(db: Db, subjectId: number, want: Lang): Promise<Lang | null> {
  return cached(db, `lang/${subjectId}/${want}`, () => courseLang(db, subjectId, want));
}

/** A course's chapters in order, in one language: from the process's memory (`cached`). */
export function cachedChaptersOf(db: Db, subjectId: number, lang: Lang): Promise<ChapterRow[]> {
  return cached(db, `chapters/${subjectId}/${lang}`, async () => chaptersOf(db, subjectId, lang));
}

/** The course list in `want`, each course with its chapters: from the process's memory (`cached`). */
export function coursesWithChapters(
  db: Db,
  want: Lang,
): Promise<{ list: Omit<CourseRow, 'doc'>[]; chapters: Map<number, ChapterRow[]> }> {
  return cached(db, `courses/${want}`, async () => {
    const list = await coursesIn(db, want);
    return { list, chapters: await chaptersOfCourses(db, list) };
  });
}

/** The subject a chapter id belongs to and the language to show it in, or null. */
export async function locateChapter(
  db: Db,
  chapterId: number,
  want: Lang,
): Promise<{ subjectId: number; lang: Lang } | null> {
  const rows = await db
    .select({ subjectId: courseChapters.subjectId, lang: courseChapters.lang })
    .from(courseChapters)
    .where(eq(courseChapters.chapterId, chapterId));
  const subjectId = rows[0]?.subjectId;
  if (subjectId === undefined) return null;
  const lang = chooseLang(
    rows.filter((r) => r.subjectId === subjectId).map((r) => r.lang),
    want,
  );
  return lang ? { subjectId, lang } : null;
}

/** The subject and chapter a task id belongs to and the language to show it in, or null. */
export async function locateTask(
  db: Db,
  taskId: number,
  want: Lang,
): Promise<{ subjectId: number; chapterId: number; lang: Lang } | null> {
  const rows = await db
    .select({
      subjectId: courseTasks.subjectId,
      chapterId: courseTasks.chapterId,
      lang: courseTasks.lang,
    })
    .from(courseTasks)
    .where(eq(courseTasks.taskId, taskId));
  const first = rows[0];
  if (!first) return null;
  const lang = chooseLang(
    rows.filter((r) => r.subjectId === first.subjectId).map((r) => r.lang),
    want,
  );
  return lang ? { subjectId: first.subjectId, chapterId: first.chapterId, lang } : null;
}

/** A chapter's tasks in order, in one language. */
export function tasksOfChapter(
  db: Db,
  subjectId: number,
  lang: Lang,
  chapterId: number,
): Promise<TaskRow[]> {
  return db
    .select()
    .from(courseTasks)
    .where(
      and(
        eq(courseTasks.subjectId, subjectId),
        eq(courseTasks.lang, lang),
        eq(courseTasks.chapterId, chapterId),
      ),
    )
    .orderBy(asc(courseTasks.position));
}

export async function taskIn(
  db: Db,
  subjectId: number,
  lang: Lang,
  taskId: number,
): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(courseTasks)
    .where(
      and(
        eq(courseTasks.subjectId, subjectId),
        eq(courseTasks.lang, lang),
        eq(courseTasks.taskId, taskId),
      ),
    );
  return row ?? null;
}

export function playableTask(row: TaskRow): PlayableTask {
  return row.doc as PlayableTask;
}

/** A task as stored under one subject_version of its course, or null if never stored. */
export async function taskVersion(
  db: Db,
  subjectId: number,
  lang: string,
  taskId: number,
  subjectVersion: number,
): Promise<PlayableTask | null> {
  const [row] = await db
    .select({ doc: courseTaskVersions.doc })
    .from(courseTaskVersions)
    .where(
      and(
        eq(courseTaskVersions.subjectId, subjectId),
        eq(courseTaskVersions.lang, lang),
        eq(courseTaskVersions.taskId, taskId),
        eq(courseTaskVersions.subjectVersion, subjectVersion),
      ),
    );
  return (row?.doc as PlayableTask | undefined) ?? null;
}

/** Where a question id lives: every (subject, chapter, task) holding it, one per subject. */
export async function locateQuestion(
  db: Db,
  questionId: string,
): Promise<{ subjectId: number; chapterId: number; taskId: number; secret: boolean }[]> {
  const rows = await db
    .selectDistinct({
      subjectId: courseQuestions.subjectId,
      chapterId: courseQuestions.chapterId,
      taskId: courseQuestions.taskId,
      secret: courseQuestions.secret,
    })
    .from(courseQuestions)
    .where(eq(courseQuestions.questionId, questionId));
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.subjectId) ? false : (seen.add(r.subjectId), true)));
}

/**
 * A short-lived in-process cache of catalogue reads for hot paths (finish-record ingestion).
 * Content changes only when a server seeds: a seed in this process clears it at once; one in
 * another process is seen here within CACHE_TTL_MS.
 */
export const CACHE_TTL_MS = 30_000;
/**
 * Entries kept per database at most; past it the least recently loaded go first. Keys hold ids
 * from requests, so a client naming made-up ids must not grow the process's memory.
 */
export const CACHE_MAX_ENTRIES = 5_000;
const caches = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

export function cached<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  nowMs = Date.now(),
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && nowMs - hit.at < CACHE_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  // Deleted first so the key moves to the end of the Map's order: the oldest load is first.
  cache.delete(key);
  cache.set(key, { at: nowMs, value });
  if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A failed read is not kept.
  value.catch(() => cache.delete(key));
  return value;
}

export function clearCatalogueCache(db: Db): void {
  caches.delete(db);
}
