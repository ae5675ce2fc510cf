/**
 * learning/submit-questionnaire {id, answers: [{question_id, value}]}: stores the student's
 * answers once, each checked against its question's type (surveys/check-answers.ts): 400 with
 * message code 3 and the problems otherwise, 404 for an unknown questionnaire, 409 (message code
 * 5) when already answered. A mandatory questionnaire answered opens its program's courses.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { questionnaireResponses, questionnaires } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { checkAnswers } from '../../surveys/check-answers';
import { AUTH_SECURITY, idSchema, notFound } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

interface Body {
  id: number;
  answers: { question_id: string; value: string | string[] | number }[];
}

export default async function submitQuestionnaire(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/learning/submit-questionnaire',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: ['surveys'],
        summary: "Stores the student's answers to a questionnaire (once).",
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['id', 'answers'],
          additionalProperties: false,
          properties: {
            id: idSchema,
            answers: {
              type: 'array',
              maxItems: 40,
              items: {
                type: 'object',
                required: ['question_id', 'value'],
                additionalProperties: false,
                properties: {
                  question_id: { type: 'string', pattern: '^[a-z0-9_]{1,30}$' },
                  value: {
                    anyOf: [
                      { type: 'string', maxLength: 2000 },
                      { type: 'integer', minimum: -1000, maximum: 1000 },
                      {
                        type: 'array',
                        maxItems: 12,
                        items: { type: 'string', pattern: '^[a-z0-9_]{1,30}$' },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        response: answerSchema('learning-service/learning/submit-questionnaire'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const [row] = await app.db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.id, req.body.id), eq(questionnaires.isShown, true)));
      if (!row) throw notFound('questionnaire_not_found', `No questionnaire ${req.body.id}`);
      const check = checkAnswers(row.doc, req.body.answers);
      if (!check.ok)
        throw new ApiError(
          400,
          'invalid_answers',
          'Some answers do not fit their questions',
          MESSAGE_CODE.validation,
          check.problems,
        );
      const inserted = await app.db
        .insert(questionnaireResponses)
        .values({
          userId: user.id,
          questionnaireId: row.id,
          answers: check.answers,
          submittedAt: app.now(),
        })
        .onConflictDoNothing()
        .returning({ id: questionnaireResponses.questionnaireId });
      if (inserted.length === 0)
        throw new ApiError(
          409,
          'questionnaire_answered',
          'This questionnaire is already answered',
          MESSAGE_CODE.conflict,
        );
      return done({ id: row.id, status: 'completed' });
    },
  );
}
