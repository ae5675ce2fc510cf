/**
 * GET /data/flags.json: every feature flag evaluated for the caller. Signed in, the student's own
 * id, country and language decide; anonymous, the pseudo user id (`uid`) and `lang` do. A bad or
 * expired token is treated as anonymous: maintenance must still reach a signed-out device.
 */
import type { FastifyInstance } from 'fastify';
import { OpenFeature, type EvaluationContext } from '@openfeature/server-sdk';
import { authenticate } from '../http/auth';
import { langSchema } from './learning/common';
import { answerSchema } from '../http/response-schemas';

export default async function featureFlagRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { uid?: string; lang?: string } }>(
    '/data/flags.json',
    {
      schema: {
        tags: ['public'],
        summary: 'Feature flags (maintenance among them) evaluated for this student or device.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            uid: { type: 'string', maxLength: 40, pattern: '^-?[0-9A-Za-z-]+$' },
            lang: { type: 'string', ...langSchema },
          },
        },
        response: answerSchema('data-files/flags'),
      },
    },
    async (req, reply) => {
      const user = await authenticate(app.db, req, app.now()).catch(() => null);
      const context: EvaluationContext = user
        ? { targetingKey: user.id, country: user.country ?? '', lang: user.lang }
        : { targetingKey: req.query.uid ?? '', lang: req.query.lang ?? '' };
      // Every flag through OpenFeature (its hooks and logging), from the provider's cached rules.
      const client = OpenFeature.getClient(app.flagDomain);
      const keys = [...(await app.flagProvider.rules()).keys()];
      const flags: Record<string, { enabled: boolean; value: Record<string, unknown> | null }> = {};
      for (const key of keys) {
        const enabled = await client.getBooleanValue(key, false, context);
        const value = enabled ? await client.getObjectValue(key, null, context) : null;
        flags[key] = { enabled, value: value as Record<string, unknown> | null };
      }
      reply.header('cache-control', 'no-store');
      return { flags };
    },
  );
}
