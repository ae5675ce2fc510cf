/**
 * faq/set-faq {id} (section 7): the student marks an FAQ item helpful, once: a second mark
 * changes nothing and answers message code 5. 404 faq_not_found for an unknown item.
 */
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { faqHelpful, faqItems } from '../../db/schema';
import { done, MESSAGE_CODE } from '../../http/envelope';
import { AUTH_SECURITY, idSchema, notFound } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function setFaq(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { id: number } }>(
    '/faq/set-faq',
    {
      config: { auth: true },
      schema: {
        tags: ['faq'],
        summary: 'Marks an FAQ item helpful (once per student).',
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: idSchema },
        },
        response: answerSchema('user-service/faq/set-faq'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const { id } = req.body;
      const [item] = await app.db
        .select({ id: faqItems.id })
        .from(faqItems)
        .where(eq(faqItems.id, id))
        .limit(1);
      if (!item) throw notFound('faq_not_found', `No FAQ item ${id}`);
      const added = await app.db
        .insert(faqHelpful)
        .values({ userId: user.id, faqId: id, createdAt: app.now() })
        .onConflictDoNothing()
        .returning({ id: faqHelpful.faqId });
      const [total] = await app.db
        .select({ n: count() })
        .from(faqHelpful)
        .where(eq(faqHelpful.faqId, id));
      return done(
        { id, is_helpful: true, helpful_count: total?.n ?? 0 },
        added.length > 0 ? MESSAGE_CODE.ok : MESSAGE_CODE.conflict,
      );
    },
  );
}
