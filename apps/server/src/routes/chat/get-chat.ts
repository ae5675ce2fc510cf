/**
 * get-chat GET (auth) ?chat_id, question_id, subject_id, chapter_level, first_open: the messages of
 * a session of the student (chat_id; default the active one, none yet: no messages). Another
 * student's chat_id answers 404 chat_not_found, exactly like an unknown one. With a question_id
 * (opened from a minigame) it also answers what the buddy knows of that question (never its hint,
 * explanation or answers; skill_check is the server's: the student's open skill check, or a secret
 * question). first_open=true on a student's first ever visit sets onboarding.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { loadQuestionContext } from '../../chat/question-context';
import { hasOpenSkillCheck } from '../../chat/skill-check-mode';
import { activeSession, hasAnyMessage, ownSession, sessionMessages } from '../../chat/store';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { notFound } from '../learning/common';
import { limitsOf, messageView, SECURITY, TAGS, tutorMode } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Query {
  chat_id?: string;
  question_id?: string;
  subject_id?: number;
  chapter_level?: number;
  first_open?: boolean;
}

export default async function getChat(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Query }>(
    '/get-chat',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'The chat history, the limits, and the question the chat was opened from.',
        security: SECURITY,
        querystring: {
          type: 'object',
          properties: {
            chat_id: { type: 'string', format: 'uuid' },
            question_id: { type: 'string', minLength: 1, maxLength: 64 },
            subject_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            chapter_level: { type: 'integer', minimum: 0, maximum: 1000 },
            first_open: { type: 'boolean' },
          },
        },
        response: answerSchema('learning-service/get-chat'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const q = req.query;
      const session = q.chat_id
        ? await ownSession(app.db, u.id, q.chat_id)
        : await activeSession(app.db, u.id, app.now());
      if (q.chat_id && !session) throw notFound('chat_not_found', 'No such chat');
      const messages = session ? await sessionMessages(app.db, u.id, session.id) : [];
      const context = q.question_id
        ? (
            await loadQuestionContext(
              app.db,
              {
                question_id: q.question_id,
                subject_id: q.subject_id,
                chapter_level: q.chapter_level,
              },
              langOf(u),
              { skillCheck: await hasOpenSkillCheck(app.db, u.id) },
            )
          ).context
        : null;
      return done({
        session_id: session?.id ?? null,
        messages: messages.map(messageView),
        ...(await limitsOf(app, u)),
        tutor: tutorMode(app),
        onboarding: q.first_open === true && !(await hasAnyMessage(app.db, u.id)),
        question: context && {
          question_id: context.questionId,
          subject_id: context.subjectId ?? null,
          subject_name: context.subjectName ?? null,
          chapter_name: context.chapterName ?? null,
          chapter_level: context.chapterLevel ?? null,
          question: context.question ?? null,
          skill_check: context.skillCheck,
        },
      });
    },
  );
}
