/**
 * Chapter progress rule: completing a unit adds PROGRESS_STEP, capped at
 * PROGRESS_MAX. At the cap the chapter is completed and the learner moves on.
 */

export const PROGRESS_STEP = 20;
export const PROGRESS_MAX = 100;

/**
 * A learner's progress in one chapter. No schema covers it: the Chapter schema
 * is content, this is per-learner state.
 */
export interface ChapterProgress {
  id: number;
  /** 0..PROGRESS_MAX. */
  progress: number;
  is_completed: boolean;
  is_current: boolean;
}

/**
 * Applies one completed unit of `chapterId` to `chapters` (in course order)
 * and returns a new array; the input is never mutated.
 *
 * - Unknown `chapterId`: nothing changes (a stale screen must not corrupt state).
 * - Already completed chapter (a review): progress stays at PROGRESS_MAX and
 *   "current" does not move, since review is not forward progress.
 * - Otherwise progress grows by PROGRESS_STEP, capped at PROGRESS_MAX. Below the
 *   cap the chapter stays as it was. At the cap it is completed and loses
 *   "current"; if it was the current chapter, the next not-yet-completed
 *   chapter after it becomes current (normally the very next one). If there is
 *   none, no chapter is current. Completing a chapter that was not current
 *   (played out of order) leaves "current" where it is, so the learner's
 *   position never jumps backwards or over unfinished chapters.
 */
export function completeUnit(
  chapters: readonly ChapterProgress[],
  chapterId: number,
): ChapterProgress[] {
  const next = chapters.map((ch) => ({ ...ch }));
  const index = next.findIndex((ch) => ch.id === chapterId);
  const target = next[index];
  if (target === undefined) return next;

  if (target.is_completed) {
    target.progress = PROGRESS_MAX;
    return next;
  }

  // Clamping the old value first keeps corrupt input (negative) from lowering the result below one step.
  target.progress = Math.min(PROGRESS_MAX, Math.max(0, target.progress) + PROGRESS_STEP);
  if (target.progress < PROGRESS_MAX) return next;

  const wasCurrent = target.is_current;
  target.is_completed = true;
  target.is_current = false;
  if (wasCurrent) {
    const following = next.slice(index + 1).find((ch) => !ch.is_completed);
    if (following !== undefined) following.is_current = true;
  }
  return next;
}
