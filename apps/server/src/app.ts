/**
 * Builds the Fastify app: security headers, CORS, rate limits, validation with the project's
 * schemas, the OpenAPI document at /docs, authentication, the spec's envelopes, and every service.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import { pageRender, sendPage } from './routes/web-render';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@web-ed/engine';
import type { Config } from './config';
import type { Db, PoolStats } from './db/client';
import { corsAllows } from './embed/cors';
import { authenticate } from './http/auth';
import { sessionCacheOf } from './http/session-cache';
import { installLive } from './live/live';
import { installCompression } from './http/compression';
import { lazySerializers } from './http/lazy-serializers';
import { ApiError, errorBody, MESSAGE_CODE } from './http/envelope';
import { installRateLimits } from './http/rate-limits';
import { helmetOptions, fitSecurityHeaders } from './http/security-headers';
import { installValidation } from './http/validation';
import { OpenFeature } from '@openfeature/server-sdk';
import { ServerFlagProvider } from './flags/server-flag-provider';
import { installMetrics } from './monitoring/metrics';
import { installErrorReporting } from './monitoring/sentry';
import { registerServices } from './routes';
import { XapiSender } from './xapi/sender';
import { isPageRequest, registerWeb } from './routes/web';

type CorsCallback = (error: Error | null, options: FastifyCorsOptions) => void;

export interface AppOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  random?: () => number;
  logger?: boolean;
  /** The PostgreSQL pool's state, for the metrics (Database.poolStats). */
  poolStats?: () => PoolStats | null;
  /** Process metrics (CPU, memory) in /metrics: on for the real server, off in tests. */
  processMetrics?: boolean;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.logLevel },
    // A request id from the client (x-request-id) or a new one, in every log line and answer.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client's address: rate limits count by it.
    trustProxy: opts.config.trustProxy,
    ajv: { customOptions: { strict: false } },
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('random', opts.random ?? Math.random);
  const flagProvider = new ServerFlagProvider(opts.db, opts.config.flagCacheMs);
  app.decorate('flagDomain', `web-ed-${randomUUID()}`);
  app.decorate('flagProvider', flagProvider);
  OpenFeature.setProvider(app.flagDomain, flagProvider);
  const xapi = opts.config.xapi
    ? new XapiSender(opts.config.xapi, { baseUrl: opts.config.publicUrl, log: app.log })
    : null;
  app.decorate('xapi', xapi);
  // What is queued for the LRS goes out before the process ends (for a few seconds at most).
  if (xapi) app.addHook('onClose', () => xapi.close());
  app.decorateRequest('user', null);
  installValidation(app);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installMetrics(app, {
    token: opts.config.metricsToken,
    open: opts.config.metricsPublic,
    poolStats: opts.poolStats,
    processMetrics: opts.processMetrics === true,
  });

  await app.register(helmet, helmetOptions(opts.config));
  app.addHook('onSend', fitSecurityHeaders);
  await app.register(cookie);
  await app.register(
    cors,
    () => (req: FastifyRequest, cb: CorsCallback) =>
      cb(null, {
        origin: corsAllows(opts.config, req.headers.origin, req.url),
        // x-web-ed-pack: a course pack download (the app's service worker lets it pass).
        allowedHeaders: ['content-type', 'authorization', 'token', 'x-request-id', 'x-web-ed-pack'],
        exposedHeaders: ['x-request-id'],
      }),
  );
  await installRateLimits(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'web-ed API',
        version: APP_VERSION,
        description: 'The wire contract of the spec, section 7. See docs/api.md.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          token: { type: 'apiKey', in: 'header', name: 'token' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // Sessions cached in this process are forgotten when another process ends them or changes a
  // profile (Redis when REDIS_URL is set).
  const stopHearingForgets = await sessionCacheOf(app.db).listen(installLive(app));
  app.addHook('preClose', stopHearingForgets);

  // Before the body is read or validated: a request without a valid session gets 401, not a
  // schema error, and its upload is never read. After the rate limits (onRequest).
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (req.routeOptions.config.auth) req.user = await authenticate(app.db, req, app.now());
    return payload;
  });

  installErrorReporting(app);
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiError) return reply.status(err.statusCode).send(errorBody(err));
    const e = err as { validation?: unknown; statusCode?: number; message: string; code?: string };
    if (e.validation) {
      const api = new ApiError(
        400,
        'invalid_request',
        `Invalid request: ${e.message}`,
        MESSAGE_CODE.validation,
        e.validation,
      );
      return reply.status(400).send(errorBody(api));
    }
    if (e.statusCode && e.statusCode < 500) {
      return reply
        .status(e.statusCode)
        .send(errorBody(new ApiError(e.statusCode, e.code ?? 'bad_request', e.message)));
    }
    req.log.error(err);
    return reply
      .status(500)
      .send(errorBody(new ApiError(500, 'unknown_server', 'Unknown server error')));
  });
  const servesWeb = await registerWeb(app);
  const pages = pageRender(app);
  // The landing page is a page like the others, not the static index.html.
  if (servesWeb) app.get('/', (req, reply) => sendPage(pages, req, reply));
  app.setNotFoundHandler(async (req, reply) => {
    if (servesWeb && isPageRequest(req)) return sendPage(pages, req, reply);
    return reply
      .status(404)
      .send(
        errorBody(
          new ApiError(
            404,
            'not_found',
            `No route ${req.method} ${req.url.split('?')[0]}`,
            MESSAGE_CODE.notFound,
          ),
        ),
      );
  });

  // After the front end (its files are compressed at build time), before every API route.
  await installCompression(app);
  await registerServices(app);
  return app;
}
