/**
 * Mission completion: current_progress reaches the effective target.
 * any_2 doubles the target, a comma list multiplies it by the number of
 * courses, and a non-numeric target means "do it once" (target 1).
 */
import { parseCourseSelector, type CourseSelector } from './selector';

/**
 * A usable numeric target: a positive integer, or a string of digits for one.
 * Everything else (words, fractions, 0, negatives, NaN) counts as non-numeric,
 * since a target of 0 or less would make the mission complete before it starts.
 */
function numericTarget(target: number | string): number | null {
  const value =
    typeof target === 'number' ? target : /^\s*[0-9]+\s*$/.test(target) ? Number(target) : NaN;
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function multiplier(selector: CourseSelector): number {
  switch (selector.kind) {
    case 'any_2':
      return 2;
    case 'list':
      return selector.courses.length;
    case 'single':
    case 'any':
    case 'group':
    case 'invalid':
      return 1;
  }
}

/** Non-numeric targets ignore the selector's multiplier: progress must equal 1. */
export function effectiveTarget(selector: CourseSelector, target: number | string): number {
  const base = numericTarget(target);
  return base === null ? 1 : base * multiplier(selector);
}

export interface MissionRule {
  /** Course selector string, see parseCourseSelector. */
  course: string;
  target: number | string;
  current_progress: number;
}

/**
 * Complete once progress reaches the effective target. The spec says "equals";
 * progress past the target (a server that does not cap) is treated as complete
 * too, since a mission must not become incomplete by doing more.
 */
export function isMissionComplete(rule: MissionRule): boolean {
  return rule.current_progress >= effectiveTarget(parseCourseSelector(rule.course), rule.target);
}
