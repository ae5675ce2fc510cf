/**
 * POST /embed/api/session: starts (or renews) anonymous play in a partner's page. Only pages of
 * an origin in EMBED_ORIGINS may call it (403 origin_not_allowed otherwise, a missing Origin
 * included); the body names the page's pseudo user id, the course and language of the element,
 * and the token of the page's previous anonymous session, if any. The answer is a short-lived
 * token of the anonymous account (embed/anonymous-session.ts) and the chapter to play.
 */
import type { FastifyInstance } from 'fastify';
import { PSEUDO_USER_MIN, type Lang } from '@web-ed/engine';
import { startAnonymousSession } from '../../embed/anonymous-session';
import { embedCourse } from '../../embed/course';
import { ApiError, done } from '../../http/envelope';
import { idSchema, langSchema, notFound } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  pseudo_id: number;
  course: string;
  lang?: Lang;
  chapter?: number;
  token?: string;
}

const TAGS = ['embed'];

export default async function embedSession(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/session',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Anonymous play in a partner page (EMBED_ORIGINS only): a token and the chapter.',
        body: {
          type: 'object',
          required: ['pseudo_id', 'course'],
          additionalProperties: false,
          properties: {
            pseudo_id: { type: 'integer', minimum: PSEUDO_USER_MIN, maximum: -1 },
            course: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            lang: langSchema,
            chapter: idSchema,
            token: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: answerSchema('embed/session'),
      },
    },
    async (req) => {
      const origin = req.headers.origin;
      if (!origin || !app.config.embedOrigins.includes(origin))
        throw new ApiError(
          403,
          'origin_not_allowed',
          'This page may not embed web-ed courses: its origin is not in EMBED_ORIGINS',
        );
      const lang = req.body.lang ?? 'en';
      const course = await embedCourse(app.db, req.body.course, lang, req.body.chapter);
      if (!course) throw notFound('course_not_found', `No course or chapter "${req.body.course}"`);
      const now = app.now();
      const session = await startAnonymousSession(
        app.db,
        { pseudoId: req.body.pseudo_id, origin, lang, previousToken: req.body.token },
        now,
      );
      return done({
        token: session.token,
        user_id: session.userId,
        expires_at: session.expiresAt.getTime(),
        course,
      });
    },
  );
}
