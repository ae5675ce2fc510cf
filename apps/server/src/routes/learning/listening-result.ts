/**
 * learning/listening-result POST (auth), body `{question_id, answer[], subject_id?, lang?}`: the
 * result of one listening item (minigame 32), judged on the server with the same plugin scorer
 * the finish record is re-scored with (a typed answer: exact for one word, else fuzzy, stricter
 * in the special courses; a chosen option: the correct id). It stores nothing and gives no
 * points: a play's points come only from its finish record.
 *
 * `result`: `correct`, `incorrect`, `empty` (nothing typed or no option chosen: not an attempt,
 * `is_correct` null) or `secret` (a question whose answers are kept on the server until the play
 * is finished: not judged here, nothing of its answer sent). Otherwise the answer carries what the
 * student needs after answering: the accepted answers, the transcript and the explanation.
 * subject_id is needed only when the question id exists in several courses; `lang` is the
 * language the question was shown in (default the student's, else English).
 */
import type { FastifyInstance } from 'fastify';
import { scoreAnswer, type Lang } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { ListeningContent } from '@web-ed/schemas';
import { userOf } from '../../http/auth';
import { perStudent } from '../../http/rate-limits';
import { ApiError, bDone, MESSAGE_CODE } from '../../http/envelope';
import { courseLang, langOf, playableTask, taskIn } from '../../learning/catalogue';
import {
  AUTH_SECURITY,
  idSchema,
  langSchema,
  locateOneQuestion,
  questionNotFound,
  TAGS,
} from './common';
import { answerSchema } from '../../http/response-schemas';

/** Listening results a student may ask for per minute (a play shows about 10 items). */
export const LISTENING_RESULTS_PER_MINUTE = 60;

export interface ListeningResultBody {
  question_id: string;
  answer: string[];
  subject_id?: number;
  lang?: Lang;
}

export type ListeningOutcome = 'correct' | 'incorrect' | 'empty' | 'secret';

export const listeningResultBody = {
  type: 'object',
  required: ['question_id', 'answer'],
  additionalProperties: false,
  properties: {
    question_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
    answer: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 2000 } },
    subject_id: idSchema,
    lang: langSchema,
  },
} as const;

export default async function listeningResult(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ListeningResultBody }>(
    '/learning/listening-result',
    {
      config: {
        auth: true,
        // A judge answering without limit is an oracle.
        rateLimit: perStudent(LISTENING_RESULTS_PER_MINUTE),
      },
      schema: {
        tags: TAGS,
        summary: 'Judges one listening item (not stored, no points).',
        security: AUTH_SECURITY,
        body: listeningResultBody,
        response: answerSchema('learning-service/learning/listening-result'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const { question_id: questionId, answer, subject_id: subjectId } = req.body;
      const where = await locateOneQuestion(app.db, questionId, subjectId);
      const lang = await courseLang(app.db, where.subjectId, req.body.lang ?? langOf(user));
      const row = lang && (await taskIn(app.db, where.subjectId, lang, where.taskId));
      const question = row && playableTask(row).questions.find((q) => q.id === questionId);
      if (!lang || !question) throw questionNotFound(questionId, subjectId);
      if (
        !registry.has(question.type) ||
        registry.get(question.type).manifest.name !== 'listening'
      ) {
        throw new ApiError(
          400,
          'not_a_listening_question',
          `Question "${questionId}" is minigame ${question.type}, not listening`,
          MESSAGE_CODE.validation,
        );
      }
      const place = {
        question_id: questionId,
        subject_id: where.subjectId,
        chapter_id: where.chapterId,
        task_id: where.taskId,
      };
      if (question.secret) {
        return bDone({
          ...place,
          result: 'secret' as ListeningOutcome,
          is_correct: null,
          expected_answer: null,
          transcript: null,
          explanation: null,
        });
      }
      const scored = scoreAnswer(question, { questionId, answer, isSkipped: false }, registry, {
        lang,
        subjectId: where.subjectId,
      });
      const content = question.content as ListeningContent;
      const result: ListeningOutcome =
        scored.score.kind === 'invalid' ? 'empty' : scored.isCorrect ? 'correct' : 'incorrect';
      return bDone({
        ...place,
        result,
        is_correct: result === 'empty' ? null : result === 'correct',
        expected_answer: scored.expected,
        transcript: content.text ?? null,
        explanation: content.explanation ?? null,
      });
    },
  );
}
