/**
 * A student's chapter progress in a course, stored as rows only for chapters that were touched.
 * The "current" chapter is stored, except where none is: then the first chapter not completed is
 * current (a new student starts at chapter 1; a chapter added to a finished course becomes
 * current). The engine's completeUnit applies each completed play.
 */
import { and, eq, sql } from 'drizzle-orm';
import { completeUnit, type ChapterProgress } from '@web-ed/engine';
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

export async function progressRows(db: Db, userId: string, subjectId: number): Promise<Row[]> {
  return db
    .select({
      chapterId: chapterProgress.chapterId,
      progress: chapterProgress.progress,
      isCompleted: chapterProgress.isCompleted,
      isCurrent: chapterProgress.isCurrent,
    })
    .from(chapterProgress)
    .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.subjectId, subjectId)));
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

/**
 * Applies one completed unit of `chapterId` (+20, capped at 100; at 100 the next chapter becomes
 * current) and stores the course's states. Call inside the transaction that holds the student's
 * lock. Returns the new states in course order.
 */
export async function completeChapterUnit(
  tx: Db,
  userId: string,
  subjectId: number,
  chapterIds: readonly number[],
  chapterId: number,
  now: Date,
): Promise<ChapterProgress[]> {
  const before = deriveStates(chapterIds, await progressRows(tx, userId, subjectId));
  const after = completeUnit(before, chapterId);
  // Every chapter is written, so the stored current flag never depends on the derived default.
  await tx
    .insert(chapterProgress)
    .values(
      after.map((s) => ({
        userId,
        subjectId,
        chapterId: s.id,
        progress: s.progress,
        isCompleted: s.is_completed,
        isCurrent: s.is_current,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [chapterProgress.userId, chapterProgress.chapterId],
      set: {
        progress: sql`excluded.progress`,
        isCompleted: sql`excluded.is_completed`,
        isCurrent: sql`excluded.is_current`,
        subjectId: sql`excluded.subject_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return after;
}
