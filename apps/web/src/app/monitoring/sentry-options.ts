/**
 * The SDK's options (sections 8 and 9): release, sampling, tracing to our own origin, replays, and
 * the noise filter as `beforeSend`. Loaded with the SDK, only when a DSN is set.
 */
import type * as SentryReact from '@sentry/react';
import { APP_VERSION, ERROR_REPORTING } from '@web-ed/engine';
import { dropNoise } from './noise-filter';
import type { ErrorReportingConfig } from './reporting-config';

/**
 * Tracing headers go only to the app's own origin (the browser SDK matches relative paths of
 * same-origin requests) and to localhost: never to third parties, whose CORS would reject them.
 */
export const TRACE_PROPAGATION_TARGETS: readonly RegExp[] = [
  /^\/(?!\/)/,
  /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?(?:\/|$)/,
];

export function sentryOptions(
  sentry: typeof SentryReact,
  config: ErrorReportingConfig & { dsn: string },
): SentryReact.BrowserOptions {
  return {
    dsn: config.dsn,
    release: APP_VERSION,
    environment: config.environment,
    ...ERROR_REPORTING,
    tracePropagationTargets: [...TRACE_PROPAGATION_TARGETS],
    integrations: [
      sentry.browserTracingIntegration(),
      // Section 9: replays show the real text and media (students' answers are the context).
      sentry.replayIntegration({ maskAllText: false, blockAllMedia: false }),
    ],
    beforeSend: dropNoise,
  };
}
