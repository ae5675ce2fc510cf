/**
 * The course a `<web-ed-course course="…" lang="…" chapter="…">` element plays: `course` is a
 * subject id ("301") or a slug, the subject code or the program in lower case ("ecopower"); the
 * chapter is the one asked for, else the course's first; the language the wanted one, else English.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { chaptersOf, courseLang } from '../learning/catalogue';

export interface EmbedCourse {
  subject_id: number;
  subject_name: string;
  subject_version: number;
  chapter_id: number;
  chapter_title: string;
  lang: Lang;
}

async function subjectIdOf(db: Db, course: string): Promise<number | null> {
  if (/^\d+$/.test(course)) return Number(course);
  const slug = course.toLowerCase();
  const [row] = await db
    .select({ subjectId: courses.subjectId })
    .from(courses)
    .where(or(eq(sql`lower(${courses.subjectCode})`, slug), eq(courses.program, slug)))
    .orderBy(courses.subjectId)
    .limit(1);
  return row?.subjectId ?? null;
}

/** The course and chapter to play, or null when there is no such course or chapter. */
export async function embedCourse(
  db: Db,
  course: string,
  want: Lang,
  chapterId: number | undefined,
): Promise<EmbedCourse | null> {
  const subjectId = await subjectIdOf(db, course);
  if (subjectId === null) return null;
  const lang = await courseLang(db, subjectId, want);
  if (!lang) return null;
  const [row] = await db
    .select({ name: courses.subjectName, version: courses.subjectVersion })
    .from(courses)
    .where(and(eq(courses.subjectId, subjectId), eq(courses.lang, lang)));
  const chapters = await chaptersOf(db, subjectId, lang);
  const chapter =
    chapterId === undefined ? chapters[0] : chapters.find((c) => c.chapterId === chapterId);
  if (!row || !chapter) return null;
  return {
    subject_id: subjectId,
    subject_name: row.name,
    subject_version: row.version,
    chapter_id: chapter.chapterId,
    chapter_title: chapter.title,
    lang,
  };
}
