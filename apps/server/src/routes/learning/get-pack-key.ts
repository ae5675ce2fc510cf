/**
 * learning/get-pack-key (GET, no auth): the public key chapter packs are signed with
 * (learning/pack-signing.ts), so a phone can check a chapter another phone shared with it. Public:
 * a signed-out phone needs it, and it is public by nature.
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import { answerSchema } from '../../http/response-schemas';
import { packSigner } from '../../learning/pack-signing';
import { TAGS } from './common';

export default async function getPackKey(app: FastifyInstance): Promise<void> {
  app.get(
    '/learning/get-pack-key',
    {
      schema: {
        tags: TAGS,
        summary: 'The public key chapter packs are signed with (no sign-in needed).',
        response: answerSchema('learning-service/learning/get-pack-key'),
      },
    },
    async (_req, reply) => {
      const signer = await packSigner(app.db, app.config, app.now());
      reply.header('cache-control', 'public, max-age=86400');
      return done({ key_id: signer.key_id, public_key: signer.public_key, algorithm: 'Ed25519' });
    },
  );
}
