export { parseCourseSelector, courseMatchesSelector, type CourseSelector } from './selector';
export { effectiveTarget, isMissionComplete, type MissionRule } from './target';
export { resolveMissionCourse } from './resolve';
export {
  RECURRENCES,
  isTimeZone,
  localDay,
  localMidnight,
  periodOf,
  type Period,
  type Recurrence,
} from './period';
export {
  missionItemState,
  type ItemFacts,
  type MissionItemState,
  type MissionKind,
} from './item-state';
