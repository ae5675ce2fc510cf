/** Chapter display rules of the course screens (pure: engine states, next chapter). */
import type { ChapterSummary } from '@web-ed/api-client';
import { chapterDisplayState, type ChapterDisplayState } from '@web-ed/engine';

/** The glyph and the label (an i18n key) of each display state, for every chapter list. */
export const CHAPTER_STATE = {
  completed: { icon: 'check', label: 'courses:stateCompleted' },
  current: { icon: 'play', label: 'courses:stateCurrent' },
  locked: { icon: 'lock', label: 'courses:stateLocked' },
  review: { icon: 'review', label: 'courses:stateReview' },
} as const satisfies Record<ChapterDisplayState, { icon: string; label: string }>;

export interface ChapterView extends ChapterSummary {
  display: ChapterDisplayState;
  number: number;
}

/** Each chapter with the engine's display state (completed / current / locked / review). */
export function chapterViews(chapters: ChapterSummary[], nowMs: number): ChapterView[] {
  return chapters.map((ch, i) => ({
    ...ch,
    display: chapterDisplayState(ch, nowMs),
    number: i + 1,
  }));
}

/** The chapter to play next: a due review or the current one, else the first not completed. */
export function nextChapter(chapters: ChapterView[]): ChapterView | null {
  return (
    chapters.find((c) => c.display === 'review' && c.is_playable) ??
    chapters.find((c) => c.display === 'current' && c.is_playable) ??
    chapters.find((c) => !c.is_completed && c.is_playable) ??
    null
  );
}

export function canPlay(ch: ChapterView): boolean {
  return ch.is_playable && ch.display !== 'locked';
}
