/**
 * learning/get-questionnaire?id&lang: one questionnaire's questions in the student's language,
 * the student's status and, once completed, the student's own answers. 404 for an unknown id.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { resolveLang, type Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { questionnaireResponses, questionnaires } from '../../db/schema';
import { done } from '../../http/envelope';
import { questionnaireView } from '../../surveys/questionnaire-view';
import { AUTH_SECURITY, idSchema, langSchema, notFound } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function getQuestionnaire(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { id: number; lang?: Lang } }>(
    '/learning/get-questionnaire',
    {
      config: { auth: true },
      schema: {
        tags: ['surveys'],
        summary: 'One questionnaire to answer.',
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: idSchema, lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-questionnaire'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const lang = req.query.lang ?? resolveLang(user.lang);
      const [row] = await app.db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.id, req.query.id), eq(questionnaires.isShown, true)));
      if (!row) throw notFound('questionnaire_not_found', `No questionnaire ${req.query.id}`);
      const [mine] = await app.db
        .select({ answers: questionnaireResponses.answers })
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.userId, user.id),
            eq(questionnaireResponses.questionnaireId, row.id),
          ),
        );
      return done({
        ...questionnaireView(row.doc, lang),
        status: mine ? 'completed' : 'available',
        answers: mine?.answers ?? null,
      });
    },
  );
}
