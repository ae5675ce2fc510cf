/**
 * learning/save-quiz-answer {question_id, answer[], subject_id?}: keeps the student's answer to
 * one question of a quiz in progress (the latest save wins), so a quiz survives a reload. It is
 * not scored: scoring happens on the finish record. subject_id is needed only when the question
 * id exists in several courses. An answer that says what an active `answer` mission asks for
 * advances that mission (section 5), once per question and period.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { quizAnswers } from '../../db/schema';
import { bDone } from '../../http/envelope';
import { courseLang, langOf } from '../../learning/catalogue';
import { advanceForAnswer } from '../../missions/advance';
import { activeIn, missionCatalogue } from '../../missions/catalogue';
import { withStudent } from '../mission/common';
import { AUTH_SECURITY, idSchema, locateOneQuestion, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  question_id: string;
  answer: string[];
  subject_id?: number;
}

export default async function saveQuizAnswer(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/learning/save-quiz-answer',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "Keeps the student's answer to one question of a quiz in progress.",
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['question_id', 'answer'],
          additionalProperties: false,
          properties: {
            question_id: {
              type: 'string',
              minLength: 1,
              maxLength: 64,
              pattern: '^[A-Za-z0-9_.:-]+$',
            },
            answer: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 2000 } },
            subject_id: idSchema,
          },
        },
        response: answerSchema('learning-service/learning/save-quiz-answer'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const { question_id: questionId, answer, subject_id: subjectId } = req.body;
      const where = await locateOneQuestion(app.db, questionId, subjectId);
      const now = app.now();
      await app.db
        .insert(quizAnswers)
        .values({
          userId: user.id,
          subjectId: where.subjectId,
          questionId,
          chapterId: where.chapterId,
          taskId: where.taskId,
          answer,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [quizAnswers.userId, quizAnswers.subjectId, quizAnswers.questionId],
          set: { answer: sql`excluded.answer`, updatedAt: sql`excluded.updated_at` },
        });
      // The student's lock is taken only while some mission listens for answers.
      const catalogue = await missionCatalogue(app.db);
      if (activeIn(catalogue, now).some((m) => m.ruleType === 'answer')) {
        const lang = (await courseLang(app.db, where.subjectId, langOf(user))) ?? langOf(user);
        const given = { subjectId: where.subjectId, questionId, text: answer.join(' '), lang };
        await withStudent(app, req, (tx, mu, current) =>
          advanceForAnswer(tx, mu, given, now, current),
        );
      }
      return bDone({
        question_id: questionId,
        subject_id: where.subjectId,
        task_id: where.taskId,
        answer,
        saved_at: now.getTime(),
      });
    },
  );
}
