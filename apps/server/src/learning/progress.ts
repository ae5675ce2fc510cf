/**
 * A student's chapter progress in a course, stored as rows only for chapters that were touched.
 * The "current" chapter is stored, except where none is: then the first chapter not completed is
 * current (a new student starts at chapter 1; a chapter added to a finished course becomes
 * current). The engine's completeUnit applies each completed play.
 */
import { sql } from 'drizzle-orm';
import type { ChapterProgress } from '@web-ed/engine';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import type { chapterProgress } from '../db/schema';

type Row = Pick<
  typeof chapterProgress.$inferSelect,
  'chapterId' | 'progress' | 'isCompleted' | 'isCurrent'
>;

/** States of `chapterIds` (course order) from the stored rows, with the derived current chapter. */
export function deriveStates(
  chapterIds: readonly number[],
  rows: readonly Row[],
): ChapterProgress[] {
  const byId = new Map(rows.map((r) => [r.chapterId, r]));
  const states = chapterIds.map((id) => {
    const r = byId.get(id);
    return {
      id,
      progress: r?.progress ?? 0,
      is_completed: r?.isCompleted ?? false,
      is_current: r ? r.isCurrent && !r.isCompleted : false,
    };
  });
  if (!states.some((s) => s.is_current)) {
    const first = states.find((s) => !s.is_completed);
    if (first) first.is_current = true;
  }
  return states;
}

/** A student's chapters: the stored progress rows, and each completed chapter's review due time. */
export interface StudentChapters {
  /** Rows grouped by subject. */
  progress: Map<number, Row[]>;
  /** Due time (epoch ms) by chapter id. */
  due: Map<number, number>;
}

type ProgressJson = Row & { subjectId: number };

/** One prepared statement (issue 18, item 4): the course list and map read both. */
const statement = perDatabase((db) =>
  db
    .select({
      progress: sql<ProgressJson[]>`coalesce((select jsonb_agg(jsonb_build_object(
          'subjectId', p.subject_id, 'chapterId', p.chapter_id, 'progress', p.progress,
          'isCompleted', p.is_completed, 'isCurrent', p.is_current))
        from chapter_progress p where p.user_id = a.u), '[]')`,
      due: sql<{ chapterId: number; due: number }[]>`coalesce((select jsonb_agg(jsonb_build_object(
          'chapterId', r.chapter_id, 'due', floor(extract(epoch from r.due) * 1000)::bigint))
        from chapter_reviews r where r.user_id = a.u), '[]')`,
    })
    .from(sql`(select ${sql.placeholder('user')}::uuid u) a`)
    .prepare('student_chapters'),
);

export async function studentChapters(db: Db, userId: string): Promise<StudentChapters> {
  const [row] = await statement(db).execute({ user: userId });
  const progress = new Map<number, Row[]>();
  for (const { subjectId, ...r } of row!.progress) {
    progress.set(subjectId, [...(progress.get(subjectId) ?? []), r]);
  }
  return { progress, due: new Map(row!.due.map((r) => [r.chapterId, r.due])) };
}
