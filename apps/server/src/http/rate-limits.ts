/**
 * Rate limits (each route names its own, `config.rateLimit`): counted in this process by
 * default, in Redis when REDIS_URL is set, so that several server processes share one count.
 * If Redis cannot be reached the limits are skipped rather than refusing students' requests.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError, MESSAGE_CODE } from './envelope';

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
