/**
 * A student's standing in a chapter (get-tasks): the chapter's progress, and each task's best
 * result and likes, in one prepared statement (issue 18, item 4).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';

export interface ChapterStanding {
  progress: number | null;
  results: { taskId: number; isCompleted: boolean; bestStars: number }[];
  likes: { taskId: number; n: number; mine: boolean }[];
}

/** Arguments are bound once, as `a.u` (the student), `a.c` (the chapter) and `a.t` (its tasks). */
const statement = perDatabase((db) =>
  db
    .select({
      progress: sql<number | null>`(select cp.progress from chapter_progress cp
        where cp.user_id = a.u and cp.chapter_id = a.c)`,
      results: sql<ChapterStanding['results']>`coalesce((select jsonb_agg(jsonb_build_object(
          'taskId', r.task_id, 'isCompleted', r.is_completed, 'bestStars', r.best_stars))
        from task_results r where r.user_id = a.u and r.task_id = any (a.t)), '[]')`,
      likes: sql<ChapterStanding['likes']>`coalesce((select jsonb_agg(jsonb_build_object(
          'taskId', l.task_id, 'n', l.n, 'mine', l.mine)) from (
            select task_id, count(*)::int n, bool_or(user_id = a.u) mine from task_likes
            where task_id = any (a.t) group by task_id) l), '[]')`,
    })
    .from(
      sql`(select ${sql.placeholder('user')}::uuid u, ${sql.placeholder('chapter')}::int c,
        array(select jsonb_array_elements_text(${sql.placeholder('tasks')}::jsonb)::int) t) a`,
    )
    .prepare('chapter_standing'),
);

export async function chapterStanding(
  db: Db,
  userId: string,
  chapterId: number,
  taskIds: readonly number[],
): Promise<ChapterStanding> {
  const [row] = await statement(db).execute({
    user: userId,
    chapter: chapterId,
    tasks: JSON.stringify(taskIds),
  });
  return row!;
}
