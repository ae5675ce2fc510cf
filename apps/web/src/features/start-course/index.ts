/**
 * Starting a course (section 4)'s public surface: the flow (streak, skill check, review time,
 * survey gate, then the course's own screen) and its dialogs, for every "start" button.
 */
export {
  ECOPOWER_REFRESH_KEY,
  useStartCourse,
  type StartCourseFlow,
  type StartRequest,
} from './use-start-course';
export { StartCourseDialogs } from './start-course-dialogs';
export { loadPendingSurvey } from './start-course-flow';
export type { LearningProgram } from './start-course';
