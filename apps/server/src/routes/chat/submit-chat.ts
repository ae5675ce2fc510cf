/**
 * submit-chat POST (auth) {text, client_id?, question_id?, subject_id?, chapter_level?,
 * subject_name?, chapter_name?, question?, passage?, image?, options?, skill_check?}.
 *
 * Empty text (section 4: removing the chat buddy red dot calls the chat endpoint with empty text)
 * clears red_dot_chat_buddy and answers JSON: nothing is stored or counted.
 *
 * Otherwise the answer is a stream (text/event-stream), so the screen shows it token by token:
 *   event: meta      {session_id, message_id, tutor, limit, submit_chat_limit}
 *   event: delta     {content}                        (repeated)
 *   event: fallback  {error: 'provider_failed', reason, message}  the model failed: drop what
 *                    came so far, the offline tutor's answer follows
 *   event: done      {message, tutor, limit, submit_chat_limit}
 * Refusals come before the stream, as JSON errors: 422 chat_text_refused (message_code 2 abusive,
 * 3 personal data), 403 chat_limit_reached (message_code 6). 10 a minute per student (429).
 * The question fields go through the same filters; one that fails is withheld (not stored, not
 * sent to the model) rather than refused: the student did not type it. Skill-check mode is decided
 * here, from the student's open skill check attempt; the body's skill_check is ignored.
 * The student stopping (closing the request) aborts the model; the partial answer is kept as
 * "stopped". A retried request with the same client_id is neither stored nor counted again.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatSseEvent } from '@web-ed/api-client';
import { userOf } from '../../http/auth';
import { perStudent } from '../../http/rate-limits';
import { CHAT_TEXT_MAX, checkChatText } from '../../chat/check-text';
import type { ChatTurn, QuestionContext } from '../../chat/context';
import { Knowledge } from '../../chat/knowledge';
import { detectLanguage } from '../../chat/language';
import { offlineAnswer, pieces } from '../../chat/offline-answer';
import { buildChatMessages } from '../../chat/prompt';
import { ProviderError, streamCompletion } from '../../chat/provider';
import { loadQuestionContext } from '../../chat/question-context';
import { hasOpenSkillCheck } from '../../chat/skill-check-mode';
import {
  addStudentMessage,
  addTutorMessage,
  chatDay,
  refreshSession,
  sessionMessages,
} from '../../chat/store';
import { redDots, type ChatQuestionRef } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { GlossaryProvider } from '../../learning/translate';
import { redDotKeys } from '../user/user-data';
import {
  CHAT_RED_DOT,
  limitsOf,
  messageView,
  questionRefProperties,
  SECURITY,
  TAGS,
  tutorMode,
  type TutorMode,
} from './common';
import { nonJsonAnswer } from '../../http/response-schemas';

type Body = ChatQuestionRef & {
  text: string;
  client_id?: string;
  option?: string[];
  skill_check?: boolean;
};

/**
 * The question part of a body, or null when the chat was not opened from a question. The client's
 * `skill_check` is accepted (older clients send it) and ignored: the server decides.
 */
function questionRefOf(body: Body): ChatQuestionRef | null {
  const { text: _t, client_id: _c, option, skill_check: _s, ...ref } = body;
  if (option && !ref.options) ref.options = option;
  return Object.keys(ref).length ? ref : null;
}

export const PROVIDER_FAILED_MESSAGE =
  'The AI tutor is not available right now, so the offline tutor answers instead.';

export default async function submitChat(app: FastifyInstance): Promise<void> {
  const tools = { glossary: new GlossaryProvider(app.db), knowledge: new Knowledge(app.db) };

  app.post<{ Body: Body }>(
    '/submit-chat',
    {
      config: {
        auth: true,
        rateLimit: perStudent(app.config.chat.perMinute),
      },
      schema: {
        tags: TAGS,
        summary: 'Sends a message to the study buddy; the answer streams as server-sent events.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: {
            text: { type: 'string', maxLength: CHAT_TEXT_MAX },
            client_id: { type: 'string', minLength: 8, maxLength: 64 },
            ...questionRefProperties,
          },
        },
        response: nonJsonAnswer(
          'text/event-stream',
          "The answer as server-sent events: `meta`, `delta`… (or `fallback` then the offline tutor's `delta`…), `done`; their data are the $defs of schemas/api/learning-service/submit-chat.response.schema.json. A blank text answers JSON instead (the red dot cleared).",
          { json: 'learning-service/submit-chat' },
        ),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      const now = app.now();
      if (req.body.text.trim() === '') {
        await app.db
          .delete(redDots)
          .where(and(eq(redDots.userId, u.id), eq(redDots.key, CHAT_RED_DOT)));
        return done({ red_dot_keys: await redDotKeys(app.db, u.id), ...(await limitsOf(app, u)) });
      }
      const check = checkChatText(req.body.text);
      if (!check.ok) throw new ApiError(422, 'chat_text_refused', check.message, check.code);
      const text = check.text;
      const day = chatDay(u, now);
      if ((await limitsOf(app, u)).submit_chat_limit <= 0) {
        throw new ApiError(
          403,
          'chat_limit_reached',
          `The daily limit of ${app.config.chat.dailyLimit} messages is reached; come back tomorrow`,
          MESSAGE_CODE.limit,
        );
      }
      const sessionId = await refreshSession(app.db, u.id, now);
      const lang = detectLanguage(text, langOf(u));
      // Skill-check mode is the server's: the student's open attempt (or a secret question).
      const skillCheck = await hasOpenSkillCheck(app.db, u.id);
      const clientRef = questionRefOf(req.body);
      const loaded = clientRef
        ? await loadQuestionContext(app.db, clientRef, lang, { skillCheck })
        : null;
      if (loaded?.withheld.length)
        req.log.info({ withheld: loaded.withheld }, 'chat question fields withheld by the filters');
      const context: QuestionContext | null =
        loaded?.context ?? (skillCheck ? { skillCheck: true } : null);
      const ref = loaded && Object.keys(loaded.ref).length > 0 ? loaded.ref : null;
      const { message } = await addStudentMessage(app.db, {
        userId: u.id,
        sessionId,
        text,
        clientId: req.body.client_id ?? null,
        question: ref,
        day,
        now,
      });
      const history: ChatTurn[] = (await sessionMessages(app.db, u.id, sessionId))
        .filter((m) => m.id !== message.id)
        .map((m) => ({
          role: m.role === 'tutor' ? 'tutor' : 'student',
          text: m.text,
          questionId: m.question?.question_id,
        }));
      const limits = await limitsOf(app, u);

      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const llm = app.config.llm;

      async function* events(): AsyncGenerator<string> {
        let tutor: TutorMode = tutorMode(app);
        let status: 'complete' | 'stopped' | 'fallback' = 'complete';
        let answer = '';
        let stored = false;
        const store = () => {
          stored = true;
          return addTutorMessage(app.db, {
            userId: u.id,
            sessionId,
            text: answer,
            tutor,
            status,
            question: ref,
            now: app.now(),
          });
        };
        try {
          yield formatSseEvent('meta', {
            session_id: sessionId,
            message_id: message.id,
            tutor,
            ...limits,
          });
          if (llm) {
            try {
              const messages = buildChatMessages({ text, lang, context, history });
              for await (const content of streamCompletion(llm, messages, controller.signal)) {
                answer += content;
                yield formatSseEvent('delta', { content });
              }
            } catch (e) {
              if (!(e instanceof ProviderError)) throw e;
              req.log.warn({ err: e }, 'model provider failed; the offline tutor answers');
              answer = '';
              tutor = 'offline';
              status = 'fallback';
              yield formatSseEvent('fallback', {
                error: 'provider_failed',
                reason: e.reason,
                message: PROVIDER_FAILED_MESSAGE,
              });
            }
          }
          if (controller.signal.aborted) return;
          if (tutor === 'offline') {
            for (const content of pieces(
              await offlineAnswer(tools, { text, lang, context, history }),
            )) {
              answer += content;
              yield formatSseEvent('delta', { content });
            }
          }
          const row = await store();
          yield formatSseEvent('done', { message: messageView(row), tutor, ...limits });
        } finally {
          // The student stopped the answer: keep what they saw.
          if (!stored && answer !== '') {
            status = 'stopped';
            await store();
          }
        }
      }

      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      return reply.send(Readable.from(events()));
    },
  );
}
