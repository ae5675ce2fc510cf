/** Chapter display rules of the course screens (pure: engine states, next chapter). */
import type { ChapterSummary } from '@web-ed/api-client';
import { chapterDisplayState, completeUnit, type ChapterDisplayState } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';

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

/** The server's rule (learning/finish.ts): complete, finished, and every question answered. */
function countsAsComplete(record: FinishRecord): boolean {
  const answered = new Set(
    record.answers
      .filter((a) => a.timestamp_answered !== null || a.is_skipped)
      .map((a) => a.question_id),
  ).size;
  return record.is_complete && record.timestamp_finished > 0 && answered >= record.question_length;
}

/**
 * A course's chapters with the plays still waiting in the outbox applied, as the server will apply
 * them when they arrive: each complete play moves its chapter a step (the engine's completeUnit),
 * and a chapter completed offline unlocks the next. Offline, get-chapters is the copy from before
 * those plays; online, they are not on the server yet either.
 */
export function withPendingPlays(
  chapters: readonly ChapterSummary[],
  subjectId: number,
  pending: readonly FinishRecord[],
): ChapterSummary[] {
  let states = chapters.map((ch) => ({ ...ch }));
  for (const record of pending) {
    if (record.subject_id !== subjectId || !countsAsComplete(record)) continue;
    const moved = new Map(completeUnit(states, record.chapter_id).map((c) => [c.id, c]));
    states = states.map((ch) => ({ ...ch, ...moved.get(ch.id) }));
  }
  return states;
}
