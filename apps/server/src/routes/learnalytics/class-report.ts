/**
 * learnalytics/class-report?code: for the class's owner only (anyone else: 404
 * la_code_not_found, so codes cannot be probed), the progress of each linked student: name,
 * points, exercises, streak, chapters completed, certificates, linked and last seen dates.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { certificates, chapterProgress, laClassMembers, users } from '../../db/schema';
import { done } from '../../http/envelope';
import { classByCode } from '../../learnalytics/classes';
import { normaliseTrackingCode } from '../../learnalytics/tracking-code';
import { AUTH_SECURITY } from '../learning/common';
import { codeNotFound, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function classReport(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { code: string } }>(
    '/learnalytics/class-report',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A class's progress report, for its owner.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
        },
        response: answerSchema('user-service/learnalytics/class-report'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const code = normaliseTrackingCode(req.query.code);
      const cls = code ? await classByCode(app.db, code) : null;
      if (!cls || cls.ownerId !== user.id) throw codeNotFound();
      const members = await app.db
        .select({
          id: users.id,
          name: users.name,
          points: users.points,
          exerciseCompleted: users.exerciseCompleted,
          learningStreak: users.learningStreak,
          lastLogin: users.lastLogin,
          linkedAt: laClassMembers.linkedAt,
        })
        .from(laClassMembers)
        .innerJoin(users, eq(users.id, laClassMembers.userId))
        .where(eq(laClassMembers.code, cls.code))
        .orderBy(laClassMembers.linkedAt);
      const ids = members.map((m) => m.id);
      const [chapters, certs] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              app.db
                .select({ id: chapterProgress.userId, n: count() })
                .from(chapterProgress)
                .where(
                  and(inArray(chapterProgress.userId, ids), eq(chapterProgress.isCompleted, true)),
                )
                .groupBy(chapterProgress.userId),
              app.db
                .select({ id: certificates.userId, n: count() })
                .from(certificates)
                .where(inArray(certificates.userId, ids))
                .groupBy(certificates.userId),
            ]);
      const chapterCount = new Map(chapters.map((c) => [c.id, c.n]));
      const certCount = new Map(certs.map((c) => [c.id, c.n]));
      const students = members.map((m) => ({
        name: m.name ?? '',
        points: m.points,
        exercise_completed: m.exerciseCompleted,
        learning_streak: m.learningStreak,
        chapters_completed: chapterCount.get(m.id) ?? 0,
        certificates: certCount.get(m.id) ?? 0,
        linked_at: m.linkedAt.toISOString(),
        last_login: m.lastLogin.toISOString(),
      }));
      const total = students.reduce((n, s) => n + s.chapters_completed, 0);
      return done({
        code: cls.code,
        name: cls.name,
        students,
        summary: {
          students: students.length,
          chapters_completed: total,
          average_chapters_completed:
            students.length === 0 ? 0 : Math.round((10 * total) / students.length) / 10,
        },
      });
    },
  );
}
