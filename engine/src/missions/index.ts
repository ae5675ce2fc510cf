export { parseCourseSelector, courseMatchesSelector, type CourseSelector } from './selector';
export { effectiveTarget, isMissionComplete, type MissionRule } from './target';
export { resolveMissionCourse } from './resolve';
