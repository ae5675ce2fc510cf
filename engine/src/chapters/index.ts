export { PROGRESS_STEP, PROGRESS_MAX, completeUnit, type ChapterProgress } from './progress';
export { chapterDisplayState, type ChapterDisplayState, type DisplayableChapter } from './display';
export {
  isVideoPublished,
  isStartable,
  findPreviousAvailable,
  findNextAvailable,
  NEXT_LOOKAHEAD,
  type PublishableChapter,
  type StartableChapter,
  type NavigableChapter,
  type FindNextOptions,
} from './availability';
