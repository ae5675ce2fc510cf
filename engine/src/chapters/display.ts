/** How a chapter is shown on the course map. */
export type ChapterDisplayState = 'completed' | 'current' | 'locked' | 'review';

export interface DisplayableChapter {
  is_completed: boolean;
  is_current: boolean;
  /** Epoch ms of the next review; 0 means no review scheduled. */
  closest_review_time: number;
}

/**
 * - review: completed, and a review is scheduled (non-zero) and due (≤ now).
 *   A due review is the actionable state, so it wins over "completed".
 * - completed: completed with no review scheduled, or one still in the future.
 * - current: not completed and marked current.
 * - locked: everything else.
 * Completion wins over a stale `is_current` flag: a finished chapter is never
 * shown as the one to play next.
 */
export function chapterDisplayState(ch: DisplayableChapter, nowMs: number): ChapterDisplayState {
  if (ch.is_completed) {
    return ch.closest_review_time !== 0 && ch.closest_review_time <= nowMs ? 'review' : 'completed';
  }
  return ch.is_current ? 'current' : 'locked';
}
