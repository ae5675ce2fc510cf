/**
 * learning/get-tasks?chapter_id: a chapter's tasks with the student's results, and the chapter's
 * progress. Answers `iMessageCode` 1 (section 7: the client reads iMessageCode, chapter_progress, data).
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import {
  cached,
  locateChapter,
  langOf,
  tasksOfChapter,
  type TaskRow,
} from '../../learning/catalogue';
import { chapterStanding } from '../../learning/task-standing';
import { AUTH_SECURITY, idSchema, notFound, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

/** A student's own marks on a task of the list. */
export interface TaskStanding {
  isCompleted: boolean;
  stars: number;
  likeCount: number;
  liked: boolean;
}

/** A task as a student with no plays and no likes sees it (a chapter pack's tasks list). */
export const NO_PLAYS: TaskStanding = { isCompleted: false, stars: 0, likeCount: 0, liked: false };

/** A get-tasks answer: the chapter's tasks, each with the student's standing. */
export function tasksAnswer(
  where: { subjectId: number; lang: Lang; chapterId: number; progress: number },
  tasks: readonly TaskRow[],
  standing: (taskId: number) => TaskStanding = () => NO_PLAYS,
) {
  return {
    bDone: true as const,
    iMessageCode: 1 as const,
    subject_id: where.subjectId,
    chapter_id: where.chapterId,
    lang: where.lang,
    chapter_progress: where.progress,
    data: tasks.map((t) => listedTask(t, standing(t.taskId))),
  };
}

/** One task of get-tasks' `data` (get-chapter-pack's tasks body too, with NO_PLAYS). */
export function listedTask(t: TaskRow, s: TaskStanding) {
  return {
    id: t.taskId,
    title: t.title,
    minigame_id: t.minigameId,
    difficulty_level: t.difficultyLevel,
    question_count: t.questionCount,
    /** Questions shown per play. */
    question_length: t.playLength,
    is_completed: s.isCompleted,
    stars: s.stars,
    like_count: s.likeCount,
    liked: s.liked,
  };
}

export default async function getTasks(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { chapter_id: number } }>(
    '/learning/get-tasks',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A chapter's tasks with the student's results, and the chapter's progress.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['chapter_id'],
          additionalProperties: false,
          properties: { chapter_id: idSchema },
        },
        response: answerSchema('learning-service/learning/get-tasks'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const chapterId = req.query.chapter_id;
      // The catalogue from the process's memory (a seed or a publish clears it).
      const lang = langOf(user);
      const where = await cached(app.db, `chapter/${chapterId}/${lang}`, () =>
        locateChapter(app.db, chapterId, lang),
      );
      if (!where) throw notFound('chapter_not_found', `No chapter with id ${chapterId}`);
      const tasks = await cached(
        app.db,
        `tasks/${where.subjectId}/${where.lang}/${chapterId}`,
        async () => tasksOfChapter(app.db, where.subjectId, where.lang, chapterId),
      );
      const { progress, results, likes } = await chapterStanding(
        app.db,
        user.id,
        chapterId,
        tasks.map((t) => t.taskId),
      );
      const resultOf = new Map(results.map((r) => [r.taskId, r]));
      const likesOf = new Map(likes.map((l) => [l.taskId, l.n]));
      const liked = new Set(likes.filter((l) => l.mine).map((l) => l.taskId));
      return tasksAnswer({ ...where, chapterId, progress: progress ?? 0 }, tasks, (taskId) => ({
        isCompleted: resultOf.get(taskId)?.isCompleted ?? false,
        stars: resultOf.get(taskId)?.bestStars ?? 0,
        likeCount: likesOf.get(taskId) ?? 0,
        liked: liked.has(taskId),
      }));
    },
  );
}
