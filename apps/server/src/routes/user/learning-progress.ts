/**
 * user/get-learning-progress GET (auth), query `lang`: the /learning-progress/ screen: for every
 * course the student has progress in, the percent (mean chapter progress), chapters done and
 * chapters in the course (in `lang`, else English, else any language of the course).
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { courseChapters, courses } from '../../db/schema';
import { done } from '../../http/envelope';
import { cached } from '../../learning/catalogue';
import { studentChapters } from '../../learning/progress';
import { LANG_SCHEMA, SECURITY } from './user-data';
import { answerSchema } from '../../http/response-schemas';

export default async function learningProgress(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: string } }>(
    '/user/get-learning-progress',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'Progress percent and chapters done per course.',
        security: SECURITY,
        querystring: { type: 'object', properties: { lang: LANG_SCHEMA } },
        response: answerSchema('user-service/user/get-learning-progress'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const lang = req.query.lang ?? u.lang;
      const { progress } = await studentChapters(app.db, u.id);
      // Content: from the process's catalogue copy (a seed or a publish clears it).
      const chapterCounts = await cached(app.db, 'chapter-counts', async () =>
        app.db
          .select({
            subjectId: courseChapters.subjectId,
            lang: courseChapters.lang,
            n: count(),
            name: courses.subjectName,
          })
          .from(courseChapters)
          .innerJoin(
            courses,
            and(
              eq(courses.subjectId, courseChapters.subjectId),
              eq(courses.lang, courseChapters.lang),
            ),
          )
          .groupBy(courseChapters.subjectId, courseChapters.lang, courses.subjectName),
      );
      const out = [];
      for (const [subjectId, rows] of progress) {
        const langs = chapterCounts.filter((c) => c.subjectId === subjectId);
        const shown =
          langs.find((c) => c.lang === lang) ?? langs.find((c) => c.lang === 'en') ?? langs[0];
        if (!shown) continue;
        const total = shown.n;
        const sum = rows.reduce((a, r) => a + r.progress, 0);
        out.push({
          subject_id: subjectId,
          subject_name: shown.name,
          progress: total === 0 ? 0 : Math.min(100, Math.round(sum / total)),
          chapters_done: rows.filter((r) => r.isCompleted).length,
          chapters_total: total,
        });
      }
      out.sort((a, b) => b.progress - a.progress || a.subject_id - b.subject_id);
      return done({ courses: out });
    },
  );
}
