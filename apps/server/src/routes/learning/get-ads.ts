/**
 * learning/get-ads (no auth, optional ?lang): our own announcements (courses, features), in the
 * language asked for or else English, most important first. Never third-party advertising.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { DEFAULT_LANG, type Lang } from '@web-ed/engine';
import { announcements } from '../../db/schema';
import { done } from '../../http/envelope';
import { langSchema, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function getAds(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/learning/get-ads',
    {
      schema: {
        tags: TAGS,
        summary: 'House announcements (no sign-in needed).',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-ads'),
      },
    },
    async (req, reply) => {
      const want = req.query.lang ?? DEFAULT_LANG;
      const now = app.now();
      const rows = await app.db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.active, true),
            or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
          ),
        )
        .orderBy(desc(announcements.priority), announcements.slug);
      // One per announcement: the wanted language, else English.
      const bySlug = new Map<string, (typeof rows)[number]>();
      for (const r of rows) {
        const kept = bySlug.get(r.slug);
        if (r.lang === want || (!kept && r.lang === DEFAULT_LANG)) bySlug.set(r.slug, r);
      }
      reply.header('cache-control', 'public, max-age=300');
      return done(
        [...bySlug.values()].map((r) => ({
          id: r.id,
          slug: r.slug,
          lang: r.lang,
          title: r.title,
          body: r.body,
          cta: r.cta,
          image: r.image,
          link: r.link,
        })),
      );
    },
  );
}
