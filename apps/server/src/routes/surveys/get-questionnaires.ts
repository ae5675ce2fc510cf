/**
 * learning/get-questionnaires?lang: every questionnaire with the student's status (available or
 * completed), its question count, and the programs that ask for it (mandatory or not).
 */
import type { FastifyInstance } from 'fastify';
import { resolveLang, type Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { localized } from '../../programs/localized';
import { answeredQuestionnaires, shownPrograms } from '../../programs/student-programs';
import { shownQuestionnaires } from '../../surveys/questionnaire-view';
import { AUTH_SECURITY, langSchema } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function getQuestionnaires(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/learning/get-questionnaires',
    {
      config: { auth: true },
      schema: {
        tags: ['surveys'],
        summary: "Every questionnaire with the student's status.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-questionnaires'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const lang = req.query.lang ?? resolveLang(user.lang);
      const [list, programs, answered] = await Promise.all([
        shownQuestionnaires(app.db),
        shownPrograms(app.db),
        answeredQuestionnaires(app.db, user.id),
      ]);
      return done({
        questionnaires: list.map((q) => ({
          id: q.id,
          title: localized(q.doc.title, lang),
          description: localized(q.doc.description, lang),
          question_count: q.doc.questions.length,
          status: answered.has(q.id) ? 'completed' : 'available',
          programs: programs.flatMap((p) =>
            p.doc.questionnaires
              .filter((pq) => pq.id === q.id)
              .map((pq) => ({
                id: p.id,
                name: localized(p.doc.name, lang),
                is_mandatory: pq.is_mandatory,
              })),
          ),
        })),
      });
    },
  );
}
