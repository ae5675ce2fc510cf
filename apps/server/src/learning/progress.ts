/**
 * A student's chapter progress in a course, stored as rows only for chapters that were touched.
 * The "current" chapter is stored, except where none is: then the first chapter not completed is
 * current (a new student starts at chapter 1; a chapter added to a finished course becomes
 * current). The engine's completeUnit applies each completed play.
 */
import { eq } from 'drizzle-orm';
import type { ChapterProgress } from '@web-ed/engine';
import type { Db } from '../db/client';
import { chapterProgress } from '../db/schema';

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

/** Every row of a student, grouped by subject (for the course list). */
export async function allProgressRows(db: Db, userId: string): Promise<Map<number, Row[]>> {
  const rows = await db
    .select({
      subjectId: chapterProgress.subjectId,
      chapterId: chapterProgress.chapterId,
      progress: chapterProgress.progress,
      isCompleted: chapterProgress.isCompleted,
      isCurrent: chapterProgress.isCurrent,
    })
    .from(chapterProgress)
    .where(eq(chapterProgress.userId, userId));
  const out = new Map<number, Row[]>();
  for (const { subjectId, ...r } of rows) out.set(subjectId, [...(out.get(subjectId) ?? []), r]);
  return out;
}
