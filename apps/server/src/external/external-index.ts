/**
 * The index an external content origin serves at `/web-ed/courses.json`: the course documents it
 * offers, as paths `<subject_id>/<lang>.json` relative to `/web-ed/`. Pure: checks the shape and
 * every path, so nothing the origin says can point the server elsewhere.
 */
export const EXTERNAL_INDEX_PATH = '/web-ed/courses.json';
export const MAX_EXTERNAL_COURSES = 50;

const COURSE_PATH = /^([1-9]\d{0,8})\/(en|id|th|hi|ms)\.json$/;

export interface ExternalCourseRef {
  path: string;
  subjectId: number;
  lang: string;
}

export type IndexCheck = { ok: true; courses: ExternalCourseRef[] } | { ok: false; reason: string };

export function checkExternalIndex(value: unknown): IndexCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'the index must be an object {"courses": [...]}' };
  const list = (value as { courses?: unknown }).courses;
  if (!Array.isArray(list)) return { ok: false, reason: '"courses" must be an array' };
  if (list.length > MAX_EXTERNAL_COURSES)
    return { ok: false, reason: `at most ${MAX_EXTERNAL_COURSES} course documents` };
  const courses: ExternalCourseRef[] = [];
  for (const [i, entry] of list.entries()) {
    const match = typeof entry === 'string' ? COURSE_PATH.exec(entry) : null;
    if (!match) return { ok: false, reason: `/courses/${i}: must be "<subject_id>/<lang>.json"` };
    courses.push({ path: entry as string, subjectId: Number(match[1]), lang: match[2]! });
  }
  return { ok: true, courses };
}
