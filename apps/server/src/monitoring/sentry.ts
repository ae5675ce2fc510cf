/**
 * Error reporting of the server (spec sections 1 and 9): @sentry/node, on only when SENTRY_DSN is
 * set, and only then loaded (its OpenTelemetry stack adds about a second to start-up). An error
 * the error handler answers with a 5xx is reported; a 4xx is the client's doing and never is.
 */
import type * as SentryNode from '@sentry/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_VERSION, ERROR_REPORTING } from '@web-ed/engine';
import type { Config } from '../config';

let sentry: typeof SentryNode | null = null;

/** Starts reporting when a DSN is configured; resolves to whether it did. */
export async function startErrorReporting(
  config: Pick<Config, 'sentryDsn' | 'sentryEnvironment'>,
): Promise<boolean> {
  if (!config.sentryDsn) return false;
  if (sentry) return true;
  const loaded = await import('@sentry/node');
  loaded.init({
    dsn: config.sentryDsn,
    release: APP_VERSION,
    environment: config.sentryEnvironment,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    // The hooks below report by the status actually sent; Sentry's own Fastify integration
    // guesses it from the error before our error handler runs, and would report a second time.
    integrations: (defaults) => defaults.filter((i) => i.name !== 'Fastify'),
  });
  sentry = loaded;
  return true;
}

/**
 * Reports the errors of `app` that end in a 5xx. Fastify's onError hook sees the error before
 * the error handler picks the status, so the error is kept until the response is sent.
 */
export function installErrorReporting(app: FastifyInstance): void {
  if (!sentry) return;
  const errors = new WeakMap<FastifyRequest, Error>();
  app.addHook('onError', async (req, _reply, error) => {
    errors.set(req, error);
  });
  app.addHook('onResponse', async (req, reply) => {
    const error = errors.get(req);
    if (error === undefined || reply.statusCode < 500) return;
    // The route's pattern, not its URL: no ids or query strings of students leave the server.
    sentry?.captureException(error, {
      tags: { route: req.routeOptions.url ?? 'unknown', method: req.method },
      extra: { status: reply.statusCode, requestId: req.id },
    });
  });
}

/** Sends what is queued and stops reporting (on shutdown, and in tests). */
export async function stopErrorReporting(timeoutMs = 2_000): Promise<void> {
  const loaded = sentry;
  sentry = null;
  await loaded?.close(timeoutMs);
}
