/**
 * The chapters a chapter's screen offers beside it (spec, chapter availability): the nearest
 * startable one before it, searching all the way back, and the next startable one within the
 * following two. Pure: the chapters and the server's time come in.
 */
import { findNextAvailable, findPreviousAvailable } from '@web-ed/engine';
import type { ChapterView } from '../../../lib/chapters';

export interface ChapterNeighbours {
  previous: ChapterView | null;
  next: ChapterView | null;
}

export function chapterNeighbours(
  chapters: readonly ChapterView[],
  chapterId: number,
  nowMs: number,
): ChapterNeighbours {
  const at = chapters.findIndex((c) => c.id === chapterId);
  if (at < 0) return { previous: null, next: null };
  return {
    previous: chapters[findPreviousAvailable(chapters, at, nowMs)] ?? null,
    next: chapters[findNextAvailable(chapters, at, nowMs, { searchMode: false })] ?? null,
  };
}
