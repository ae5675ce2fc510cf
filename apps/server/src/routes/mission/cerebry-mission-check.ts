/**
 * mission/cerebry-mission-check POST (auth), body `{subject_id, chapter_id}`: external (cerebry)
 * chapters are played outside our player, so no finish record arrives. The server checks the
 * chapter is a cerebry chapter of that course (404 chapter_not_found) and that the student's own
 * progress has it completed; then it counts once for learning missions matching the course (a
 * play, and a finished chapter). `counted` false with `reason: chapter_not_completed` otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { chapterProgress, courseChapters } from '../../db/schema';
import { done } from '../../http/envelope';
import { advanceForPlay } from '../../missions/advance';
import { idSchema, notFound } from '../learning/common';
import { SECURITY, TAGS, withStudent } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  subject_id: number;
  chapter_id: number;
}

export default async function cerebryMissionCheck(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/mission/cerebry-mission-check',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Counts a completed external (cerebry) chapter toward missions.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['subject_id', 'chapter_id'],
          additionalProperties: false,
          properties: { subject_id: idSchema, chapter_id: idSchema },
        },
        response: answerSchema('mission-service/mission/cerebry-mission-check'),
      },
    },
    async (req) => {
      const { subject_id, chapter_id } = req.body;
      const now = app.now();
      const [chapter] = await app.db
        .select({ id: courseChapters.chapterId })
        .from(courseChapters)
        .where(
          and(
            eq(courseChapters.subjectId, subject_id),
            eq(courseChapters.chapterId, chapter_id),
            eq(courseChapters.isCerebry, true),
          ),
        )
        .limit(1);
      if (!chapter)
        throw notFound(
          'chapter_not_found',
          `No cerebry chapter ${chapter_id} in subject ${subject_id}`,
        );
      return done(
        await withStudent(app, req, async (tx, mu, catalogue) => {
          const [progress] = await tx
            .select({ done: chapterProgress.isCompleted })
            .from(chapterProgress)
            .where(
              and(eq(chapterProgress.userId, mu.id), eq(chapterProgress.chapterId, chapter_id)),
            );
          if (!progress?.done)
            return { counted: false, reason: 'chapter_not_completed', missions_completed: [] };
          const completed = await advanceForPlay(
            tx,
            mu,
            {
              session: `cerebry:${chapter_id}`,
              subjectId: subject_id,
              chapterId: chapter_id,
              chapterCompleted: true,
              playedAt: now.getTime(),
            },
            now,
            catalogue,
          );
          return { counted: true, missions_completed: completed };
        }),
      );
    },
  );
}
