/**
 * learning/get-chapters (optional ?subject_id): the student's chapters grouped by course id, in
 * course order, with progress, the current chapter, and the next review of completed chapters.
 */
import type { FastifyInstance } from 'fastify';
import { chapterDisplayState, isVideoPublished } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import type { Db } from '../../db/client';
import { done } from '../../http/envelope';
import {
  cachedChaptersOf,
  cachedCourseLang,
  coursesWithChapters,
  langOf,
  type ChapterRow,
} from '../../learning/catalogue';
import { deriveStates, studentChapters } from '../../learning/progress';
import { closestReviewTime } from '../../learning/review';
import { AUTH_SECURITY, idSchema, notFound, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export interface ChapterView {
  id: number;
  title: string;
  level: number;
  task_count: number;
  is_completed: boolean;
  is_playable: boolean;
  is_current: boolean;
  is_cerebry: boolean;
  closest_review_time: number;
  video_published: number | null;
  progress: number;
  /** How the course map shows it: completed, current, locked or review. */
  state: ReturnType<typeof chapterDisplayState>;
}

async function chapterViews(
  db: Db,
  userId: string,
  courses: Map<number, ChapterRow[]>,
  nowMs: number,
): Promise<Record<string, ChapterView[]>> {
  const { progress, due } = await studentChapters(db, userId);
  const data: Record<string, ChapterView[]> = {};
  for (const [subjectId, chapters] of courses) {
    const states = deriveStates(
      chapters.map((c) => c.chapterId),
      progress.get(subjectId) ?? [],
    );
    data[String(subjectId)] = chapters.map((c, i) => {
      const s = states[i]!;
      const closest = closestReviewTime(s.is_completed, due.get(c.chapterId));
      return {
        id: c.chapterId,
        title: c.title,
        level: c.level,
        task_count: c.taskCount,
        is_completed: s.is_completed,
        // Playable: it has content in this language and its video (if any) is published.
        is_playable:
          c.taskCount > 0 && isVideoPublished({ video_published: c.videoPublished }, nowMs),
        is_current: s.is_current,
        is_cerebry: c.isCerebry,
        closest_review_time: closest,
        video_published: c.videoPublished,
        progress: s.progress,
        state: chapterDisplayState(
          { is_completed: s.is_completed, is_current: s.is_current, closest_review_time: closest },
          nowMs,
        ),
      };
    });
  }
  return data;
}

export default async function getChapters(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { subject_id?: number } }>(
    '/learning/get-chapters',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "The student's chapters grouped by course id (one course with ?subject_id).",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { subject_id: idSchema },
        },
        response: answerSchema('learning-service/learning/get-chapters'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const want = langOf(user);
      let courses: Map<number, ChapterRow[]>;
      const subjectId = req.query.subject_id;
      if (subjectId !== undefined) {
        const lang = await cachedCourseLang(app.db, subjectId, want);
        if (!lang) throw notFound('subject_not_found', `No course with subject_id ${subjectId}`);
        courses = new Map([[subjectId, await cachedChaptersOf(app.db, subjectId, lang)]]);
      } else {
        courses = (await coursesWithChapters(app.db, want)).chapters;
      }
      return done(await chapterViews(app.db, user.id, courses, app.now().getTime()));
    },
  );
}
