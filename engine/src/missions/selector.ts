/**
 * Mission course selectors, as the server writes them in a mission's `course`:
 *
 *   "413"             one course
 *   "any"             any course
 *   "any_2"           any course, target doubled
 *   "413,414,415"     every listed course; target × number of distinct courses
 *   "group_413_414"   one group: playing any listed course counts; target as is
 *
 * Syntax: course ids are positive decimal integers. Surrounding whitespace and
 * whitespace around list items is ignored; keywords ("any", "any_2", "group_")
 * are case-insensitive. A group needs at least one id, joined by single
 * underscores. A list needs at least two items and no empty items. Duplicate
 * ids collapse (a course listed twice is still one course). Groups cannot be
 * nested inside a comma list. Anything else parses to `invalid`, which matches
 * no course, rather than throwing: a bad mission row must not break the
 * missions screen.
 */
export type CourseSelector =
  | { kind: 'single'; course: number }
  | { kind: 'any' }
  | { kind: 'any_2' }
  | { kind: 'list'; courses: number[] }
  | { kind: 'group'; courses: number[] }
  | { kind: 'invalid'; raw: string };

const COURSE_ID = /^[0-9]+$/;
const GROUP_PREFIX = 'group_';

function parseCourseId(token: string): number | null {
  if (!COURSE_ID.test(token)) return null;
  const id = Number(token);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function parseIds(tokens: string[]): number[] | null {
  const ids: number[] = [];
  for (const token of tokens) {
    const id = parseCourseId(token);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function parseCourseSelector(s: string): CourseSelector {
  const text = s.trim();
  const lower = text.toLowerCase();
  if (lower === 'any') return { kind: 'any' };
  if (lower === 'any_2') return { kind: 'any_2' };

  if (lower.startsWith(GROUP_PREFIX)) {
    const ids = parseIds(text.slice(GROUP_PREFIX.length).split('_'));
    return ids === null ? { kind: 'invalid', raw: s } : { kind: 'group', courses: ids };
  }

  if (text.includes(',')) {
    const ids = parseIds(text.split(',').map((t) => t.trim()));
    return ids === null ? { kind: 'invalid', raw: s } : { kind: 'list', courses: ids };
  }

  const id = parseCourseId(text);
  return id === null ? { kind: 'invalid', raw: s } : { kind: 'single', course: id };
}

/** Whether playing course `subjectId` counts toward a mission with this selector. */
export function courseMatchesSelector(selector: CourseSelector, subjectId: number): boolean {
  switch (selector.kind) {
    case 'single':
      return selector.course === subjectId;
    case 'any':
    case 'any_2':
      return true;
    case 'list':
    case 'group':
      return selector.courses.includes(subjectId);
    case 'invalid':
      return false;
  }
}
