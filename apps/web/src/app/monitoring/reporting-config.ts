/**
 * Where error reports go (VITE_SENTRY_DSN, VITE_SENTRY_ENVIRONMENT): read by sentry.ts, which
 * loads the SDK, and by sentry-options.ts, which loads with it (one module under both, so
 * neither imports the other).
 */
import { ENVIRONMENT } from '@web-ed/engine';

export interface ErrorReportingConfig {
  /** Unset: reporting off, nothing loaded. */
  dsn: string | undefined;
  environment: string;
}

export function errorReportingConfig(): ErrorReportingConfig {
  const dsn = import.meta.env['VITE_SENTRY_DSN'] as string | undefined;
  const environment = import.meta.env['VITE_SENTRY_ENVIRONMENT'] as string | undefined;
  return { dsn: dsn || undefined, environment: environment || ENVIRONMENT };
}
