/** A chapter's own text from its course document: title, description and core concept. */
import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { courses } from '../db/schema';

export interface CoreConcept {
  title: string;
  body: string;
  examples?: { problem: string; solution: string }[];
}

export interface ChapterInfo {
  id: number;
  title: string;
  description: string | null;
  core_concept: CoreConcept | null;
}

interface ChapterDoc {
  id: number;
  title: string;
  description?: string;
  core_concept?: CoreConcept;
}

export async function chapterInfo(
  db: Db,
  subjectId: number,
  lang: Lang,
  chapterId: number,
): Promise<ChapterInfo | null> {
  const [row] = await db
    .select({ chapters: sql<ChapterDoc[]>`${courses.doc}->'chapters'` })
    .from(courses)
    .where(and(eq(courses.subjectId, subjectId), eq(courses.lang, lang)));
  const chapter = row?.chapters.find((c) => c.id === chapterId);
  if (!chapter) return null;
  return {
    id: chapter.id,
    title: chapter.title,
    description: chapter.description ?? null,
    core_concept: chapter.core_concept ?? null,
  };
}
