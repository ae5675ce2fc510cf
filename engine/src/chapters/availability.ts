/**
 * Which chapters can be started, and navigation to the previous/next one.
 *
 * One clock: every `nowMs` here is the server-corrected time (epoch ms). Review
 * times and video publish times both come from the server, so comparing them
 * against one server-aligned clock keeps a wrong device clock from unlocking
 * content early.
 */

export interface PublishableChapter {
  /** Epoch ms; absent or null means no video gate. */
  video_published?: number | null;
}

export interface StartableChapter extends PublishableChapter {
  /** Epoch ms of the next review; 0 means none. */
  closest_review_time: number;
  is_playable: boolean;
  is_completed: boolean;
}

export interface NavigableChapter extends StartableChapter {
  is_current: boolean;
}

/** Offered only once the publish time is strictly earlier than server time. */
export function isVideoPublished(ch: PublishableChapter, serverNowMs: number): boolean {
  const published = ch.video_published;
  if (published === undefined || published === null) return true;
  return published < serverNowMs;
}

/** Startable: review time 0 or not in the future, playable, not completed, video published. */
export function isStartable(ch: StartableChapter, nowMs: number): boolean {
  const reviewReady = ch.closest_review_time === 0 || ch.closest_review_time <= nowMs;
  return reviewReady && ch.is_playable && !ch.is_completed && isVideoPublished(ch, nowMs);
}

/**
 * Nearest startable chapter before `fromIndex`, searching all the way back.
 * A `fromIndex` past the end searches from the last chapter. Returns -1 if none.
 */
export function findPreviousAvailable(
  chapters: readonly StartableChapter[],
  fromIndex: number,
  nowMs: number,
): number {
  for (let i = Math.min(fromIndex, chapters.length) - 1; i >= 0; i--) {
    const ch = chapters[i];
    if (ch !== undefined && isStartable(ch, nowMs)) return i;
  }
  return -1;
}

export interface FindNextOptions {
  searchMode: boolean;
}

/** How far ahead normal mode looks: the next two chapters. */
export const NEXT_LOOKAHEAD = 2;

/**
 * Next startable chapter, or -1.
 *
 * - Normal mode: only `fromIndex + 1` and `fromIndex + 2`.
 * - Search mode: from the current chapter (first with `is_current`, itself
 *   included) to the end; `fromIndex` is ignored. With no current chapter it
 *   falls back to scanning from `fromIndex + 1` to the end, so a broken
 *   "current" flag degrades to a forward search instead of finding nothing.
 */
export function findNextAvailable(
  chapters: readonly NavigableChapter[],
  fromIndex: number,
  nowMs: number,
  options: FindNextOptions,
): number {
  let start: number;
  let end: number;
  if (options.searchMode) {
    const current = chapters.findIndex((ch) => ch.is_current);
    start = current === -1 ? fromIndex + 1 : current;
    end = chapters.length;
  } else {
    start = fromIndex + 1;
    end = Math.min(chapters.length, fromIndex + 1 + NEXT_LOOKAHEAD);
  }
  for (let i = Math.max(0, start); i < end; i++) {
    const ch = chapters[i];
    if (ch !== undefined && isStartable(ch, nowMs)) return i;
  }
  return -1;
}
