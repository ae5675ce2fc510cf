/**
 * faq/get-faq (section 7: "POST faq/get-faq (lang; category and id query)"), no auth: the FAQ in
 * {lang} (default en): the info topics with their item counts, and the items of ?category, the
 * one item ?id (404 faq_not_found if unknown), or the hits of the search ?q (best first). Each
 * item carries its helpful count and, with a token, whether the student marked it helpful.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import { faqHelpful, faqItems } from '../../db/schema';
import { authenticate, tokenFrom } from '../../http/auth';
import { done } from '../../http/envelope';
import { searchFaq } from '../../faq/search-faq';
import { idSchema, langSchema, notFound } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export const FAQ_CATEGORIES = [
  'general',
  'voting',
  'qrinfo',
  'learnstreak',
  'aichat',
  'myprogram',
] as const;

interface Query {
  category?: (typeof FAQ_CATEGORIES)[number];
  id?: number;
  q?: string;
}

export default async function getFaq(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { lang?: Lang } | null; Querystring: Query }>(
    '/faq/get-faq',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['faq'],
        summary: 'The FAQ by topic, one item, or a search (no auth).',
        // A body is optional (then English).
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { lang: langSchema },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            category: { enum: [...FAQ_CATEGORIES] },
            id: idSchema,
            q: { type: 'string', maxLength: 100 },
          },
        },
        response: answerSchema('user-service/faq/get-faq'),
      },
    },
    async (req) => {
      const lang = req.body?.lang ?? 'en';
      const { category, id, q } = req.query;
      // The token is optional: with one, each item says whether the student marked it.
      const user = tokenFrom(req)
        ? await authenticate(app.db, req, app.now()).catch(() => null)
        : null;
      const where: SQL[] = [eq(faqItems.lang, lang)];
      if (category) where.push(eq(faqItems.category, category));
      if (id !== undefined) where.push(eq(faqItems.id, id));
      let rows = await app.db
        .select()
        .from(faqItems)
        .where(and(...where))
        .orderBy(asc(faqItems.position));
      if (id !== undefined && rows.length === 0)
        throw notFound('faq_not_found', `No FAQ item ${id}`);
      if (q && q.trim() !== '') {
        const order = searchFaq(rows, q);
        const byId = new Map(rows.map((r) => [r.id, r]));
        rows = order.map((i) => byId.get(i)!).filter(Boolean);
      }
      const ids = rows.map((r) => r.id);
      const [counts, mine, topics] = await Promise.all([
        ids.length === 0
          ? []
          : app.db
              .select({ id: faqHelpful.faqId, n: count() })
              .from(faqHelpful)
              .where(inArray(faqHelpful.faqId, ids))
              .groupBy(faqHelpful.faqId),
        !user || ids.length === 0
          ? []
          : app.db
              .select({ id: faqHelpful.faqId })
              .from(faqHelpful)
              .where(and(eq(faqHelpful.userId, user.id), inArray(faqHelpful.faqId, ids))),
        app.db
          .select({ category: faqItems.category, n: count() })
          .from(faqItems)
          .where(eq(faqItems.lang, lang))
          .groupBy(faqItems.category),
      ]);
      const helpful = new Map(counts.map((c) => [c.id, c.n]));
      const marked = new Set(mine.map((m) => m.id));
      const topicCount = new Map(topics.map((t) => [t.category, t.n]));
      return done({
        categories: FAQ_CATEGORIES.map((c) => ({ category: c, count: topicCount.get(c) ?? 0 })),
        faqs: rows.map((r) => ({
          id: r.id,
          category: r.category,
          lang: r.lang,
          question: r.question,
          answer: r.answer,
          helpful_count: helpful.get(r.id) ?? 0,
          is_helpful: marked.has(r.id),
        })),
      });
    },
  );
}
