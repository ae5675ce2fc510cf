/**
 * Rate limits (each route names its own, `config.rateLimit`): counted in this process by
 * default, in Redis when REDIS_URL is set, so that several server processes share one count.
 * If Redis cannot be reached the limits are skipped rather than refusing students' requests.
 *
 * A route for signed-in students counts each student (`perStudent`); the others count each
 * address, which is all they know.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { userOf } from './auth';
import { ApiError, MESSAGE_CODE } from './envelope';

/**
 * `max` requests a minute for each student, counted once they are known (after authentication):
 * a school's students share one address (its Wi-Fi, a mobile operator's NAT), and a count per
 * address would refuse a whole class at once. Per student, not per token: signing in again
 * would start a fresh count.
 */
export function perStudent(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => userOf(req).id,
  };
}

/** The spec's envelope for a refused request; the plugin sets retry-after itself. */
const errorResponseBuilder = (_req: unknown, context: { statusCode: number; after: string }) =>
  new ApiError(
    context.statusCode,
    'rate_limited',
    `Too many requests: try again in ${context.after}`,
    MESSAGE_CODE.limit,
  );

export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const url = app.config.redisUrl;
  if (!url) {
    await app.register(rateLimit, { global: false, errorResponseBuilder });
    return;
  }
  // Short timeouts (the plugin's advice): a slow Redis must not hold every request.
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder,
    redis,
    nameSpace: `${app.config.redisPrefix}rate:`,
    skipOnError: true,
  });
}
