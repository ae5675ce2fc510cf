/**
 * The course a learning mission leads to: random among the courses its selector admits,
 * excluding the last course the student earned points in (engine resolveMissionCourse).
 */
import { courseMatchesSelector, parseCourseSelector, resolveMissionCourse } from '@web-ed/engine';
import type { Db } from '../db/client';
import { cached } from '../learning/catalogue';
import { courses } from '../db/schema';

/** Every course of the catalogue, from the process's copy (learning/catalogue.ts `cached`). */
export function catalogueCourses(db: Db): Promise<number[]> {
  return cached(db, 'course-ids', async () => {
    const rows = await db.selectDistinct({ id: courses.subjectId }).from(courses);
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}

export function resolveCourse(
  selector: string,
  available: readonly number[],
  lastPlayed: number | null,
  random: () => number,
): number | null {
  const sel = parseCourseSelector(selector);
  if (sel.kind === 'single') return sel.course;
  const eligible = available.filter((id) => courseMatchesSelector(sel, id));
  return resolveMissionCourse(eligible, lastPlayed, random);
}
