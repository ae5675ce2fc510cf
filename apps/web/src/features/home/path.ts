/**
 * The home screen's learning path (pure): which chapter is the next step, and which few chapters
 * around it the path shows. The states are the engine's (completed, current, locked, review, via
 * lib/chapters.ts); the next step follows the engine's availability rules (section 4): a due review
 * first, else the first startable chapter from the current one onward (search mode: review time
 * passed, playable, not completed, video published by server time).
 */
import { findNextAvailable } from '@web-ed/engine';
import { canPlay, type ChapterView } from '../../lib/chapters';

/** How many chapters the home path shows; the course screen lists them all. */
export const PATH_SIZE = 5;

/** The chapter the big button starts, or null when nothing can be started now. */
export function nextStep(chapters: readonly ChapterView[], nowMs: number): ChapterView | null {
  const review = chapters.find((c) => c.display === 'review' && c.is_playable);
  if (review) return review;
  const i = findNextAvailable(chapters, -1, nowMs, { searchMode: true });
  const next = chapters[i];
  return next && canPlay(next) ? next : null;
}

export type PathStatus = 'next' | 'done' | 'later' | 'empty';

export interface PathView {
  /** The chapters shown, in course order. */
  shown: ChapterView[];
  next: ChapterView | null;
  /** next: a step to take; done: every chapter completed; later: nothing startable yet; empty. */
  status: PathStatus;
}

/**
 * The path around the next step (or the current chapter, or the end of the course): one chapter
 * before it, then the ones after, `size` in all, moved back at the end of the course.
 */
export function homePath(
  chapters: readonly ChapterView[],
  nowMs: number,
  size = PATH_SIZE,
): PathView {
  if (chapters.length === 0) return { shown: [], next: null, status: 'empty' };
  const next = nextStep(chapters, nowMs);
  const current = chapters.findIndex((c) => c.display === 'current');
  const focus = next
    ? chapters.indexOf(next)
    : current >= 0
      ? current
      : chapters.findIndex((c) => !c.is_completed);
  const at = focus >= 0 ? focus : chapters.length - 1;
  const start = Math.max(0, Math.min(at - 1, chapters.length - size));
  const done = chapters.every((c) => c.is_completed);
  return {
    shown: chapters.slice(start, start + size),
    next,
    status: next ? 'next' : done ? 'done' : 'later',
  };
}
