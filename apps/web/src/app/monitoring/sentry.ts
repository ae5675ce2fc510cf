/**
 * Error reporting of the student app (spec sections 1, 8, 9). @sentry/react is imported
 * dynamically and only when VITE_SENTRY_DSN is set, so a build without a DSN ships none of it and
 * a build with one keeps it out of the main chunk (the /home/ budget is 100 KB gzip); its options
 * and the noise filter load with it.
 */
import type * as SentryReact from '@sentry/react';
import { errorReportingConfig, type ErrorReportingConfig } from './reporting-config';

/** Extra data shown beside a reported error (route, component stack…). */
export type ErrorContext = Record<string, unknown>;

let sentry: typeof SentryReact | null = null;
/** Errors raised while the SDK chunk is still loading, sent once it is there. */
let pending: [unknown, ErrorContext | undefined][] | null = null;

/** Starts reporting when a DSN is configured; resolves to whether it did. */
export async function initErrorReporting(
  config: ErrorReportingConfig = errorReportingConfig(),
): Promise<boolean> {
  const { dsn } = config;
  if (!dsn || sentry) return sentry !== null;
  pending ??= [];
  try {
    const [loaded, { sentryOptions }] = await Promise.all([
      import('@sentry/react'),
      import('./sentry-options'),
    ]);
    loaded.init(sentryOptions(loaded, { ...config, dsn }));
    sentry = loaded;
  } catch {
    // The chunk did not load (offline, a replaced deployment): the app runs on unreported.
    pending = null;
    return false;
  }
  for (const [error, context] of pending.splice(0)) reportError(error, context);
  pending = null;
  return true;
}

/** Reports a caught error; does nothing when reporting is off. */
export function reportError(error: unknown, context?: ErrorContext): void {
  if (sentry) sentry.captureException(error, context ? { extra: context } : undefined);
  else pending?.push([error, context]);
}

/** Sends what is queued and stops reporting (the tests close the client this way). */
export async function closeErrorReporting(timeoutMs = 2_000): Promise<void> {
  const loaded = sentry;
  sentry = null;
  pending = null;
  await loaded?.close(timeoutMs);
}
