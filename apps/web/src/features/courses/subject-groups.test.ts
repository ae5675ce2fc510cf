import { describe, expect, it } from 'vitest';
import { groupCourses } from './subject-groups';

const course = (
  subject_id: number,
  categories: string[],
  is_recommended = false,
  popularity_rank: number | null = null,
) => ({ subject_id, categories, is_recommended, popularity_rank });

describe('course catalogue grouping', () => {
  it('groups by first category, recommended first, then by popularity', () => {
    const groups = groupCourses(
      [
        course(1, ['math'], false, 3),
        course(2, ['english'], false, 2),
        course(3, ['english'], true, 9),
        course(4, ['english', 'math'], false, 1),
        course(5, [], false, 1),
        course(6, ['math'], false, null),
        course(7, ['science'], false, 4),
      ],
      ['math', 'english', 'science', 'unused'],
    );
    expect(groups.map((g) => [g.category, g.courses.map((c) => c.subject_id)])).toEqual([
      ['english', [3, 4, 2]],
      ['math', [1, 6]],
      ['science', [7]],
      [null, [5]],
    ]);
  });

  it('keeps categories the answer does not list', () => {
    const groups = groupCourses([course(1, ['art'])], []);
    expect(groups).toEqual([{ category: 'art', courses: [course(1, ['art'])] }]);
  });
});
