/** The course catalogue's grouping (/subject/), pure. */
import type { SubjectSummary } from '@web-ed/schemas/api';

/** The fields of a get-subjects course the grouping reads. */
export type GroupableCourse = Pick<
  SubjectSummary,
  'subject_id' | 'categories' | 'is_recommended' | 'popularity_rank'
>;

export interface CourseGroup<C> {
  /** null: courses without a category. */
  category: string | null;
  courses: C[];
}

/**
 * Courses grouped by their first category, in the order of `categoryOrder` (the answer's
 * top-level `categories`) then first appearance; recommended courses first in each group, then by
 * popularity (rank ascending, unranked last), then as given; groups holding a recommended course
 * come first. Courses without a category go last.
 */
export function groupCourses<C extends GroupableCourse>(
  courses: readonly C[],
  categoryOrder: readonly string[],
): CourseGroup<C>[] {
  const byCategory = new Map<string | null, C[]>();
  for (const category of categoryOrder) byCategory.set(category, []);
  for (const course of courses) {
    const category = course.categories[0] ?? null;
    const list = byCategory.get(category) ?? [];
    list.push(course);
    byCategory.set(category, list);
  }
  const rank = (c: C) => c.popularity_rank ?? Number.POSITIVE_INFINITY;
  const groups = [...byCategory.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({
      category,
      courses: list
        .map((c, i) => ({ c, i }))
        .sort(
          (a, b) =>
            Number(b.c.is_recommended) - Number(a.c.is_recommended) ||
            rank(a.c) - rank(b.c) ||
            a.i - b.i,
        )
        .map(({ c }) => c),
    }));
  const score = (g: CourseGroup<C>) =>
    g.category === null ? 2 : g.courses.some((c) => c.is_recommended) ? 0 : 1;
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => score(a.g) - score(b.g) || a.i - b.i)
    .map(({ g }) => g);
}
