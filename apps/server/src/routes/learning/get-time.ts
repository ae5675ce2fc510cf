/**
 * get-time (no auth): the server clock in epoch milliseconds, which the client ticks every
 * second so review and video publish times are compared with server time. Mounted at the root
 * of the learning service and of the user service (the spec names it without a service).
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import { answerSchema } from '../../http/response-schemas';

export default async function getTime(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-time',
    {
      schema: {
        tags: ['public'],
        summary: 'Server time in epoch milliseconds.',
        response: answerSchema('user-service/get-time'),
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return done({ server_time: app.now().getTime() });
    },
  );
}
