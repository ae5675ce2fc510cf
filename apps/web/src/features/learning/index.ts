/**
 * Learning's public surface: what the ecopower course area builds on (chapter and task lists, the
 * quiz, the Player's services, the chapter's content) and resetting the account (settings).
 * Screens are reached through routes.ts only.
 */
import { lazy } from 'react';

export {
  Bar,
  ChapterList,
  idParam,
  loadChapter,
  loadCourseChapters,
  ProgressBar,
  TaskList,
} from './course-area/course-play';
export { usePlayServices } from './play/play-services';
export { fetchTaskUploads } from './play/task-upload';
export { fetchContentData, resetAccount, type ResetType } from './learning-calls';

/** The quiz plays through the Player: its chunk (the Player, the plugins) loads when shown. */
export const QuizScreen = lazy(() =>
  import('./course-area/quiz-screen').then((m) => ({ default: m.QuizScreen })),
);
