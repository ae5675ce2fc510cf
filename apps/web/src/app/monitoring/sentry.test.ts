/**
 * The browser SDK for real, sending to a local ingest endpoint: a real error arrives with the
 * release, environment and context; every noise item of section 8 is dropped before sending.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SentryReact from '@sentry/react';
import { startSentryIngest, type SentryIngest } from '../../../../server/src/test/sentry-ingest';
import { closeErrorReporting, initErrorReporting, reportError } from './sentry';
import { sentryOptions, TRACE_PROPAGATION_TARGETS } from './sentry-options';

/** An error as Chrome reports it, thrown at `file`, called from the app's chunk. */
function thrownAt(message: string, file: string): Error {
  const error = new Error(message);
  error.stack = [
    `Error: ${message}`,
    `    at render (${file}:1:2048)`,
    '    at Home (https://web-ed.example/assets/index-a1b2c3.js:1:512)',
  ].join('\n');
  return error;
}

const NOISE: Error[] = [
  new Error('Invariant: attempted to hard navigate to the same URL /home/'),
  new TypeError("Cannot read properties of undefined (reading 'getInitialProps')"),
  new Error(
    "Failed to execute 'measure' on 'Performance': The mark 'beforeRender' does not exist.",
  ),
  new Error('Cancel rendering route'),
  new Error('Attempt to use history.replaceState() more than 100 times per 10 seconds'),
  new TypeError('e.className.split is not a function'),
  new Error("KaTeX parse error: Expected 'EOF', got '}' at position 4"),
  new Error('Translation extension detected'),
  new Error('Method not found'),
  new Error("Messaging: This browser doesn't support the API's required to use the Firebase SDK."),
  new SyntaxError('Invalid regular expression: /(?<1a>x)/: Invalid capture group name'),
  new TypeError('NetworkError when attempting to fetch resource.'),
  new TypeError('Failed to fetch'),
  thrownAt('Something broke', 'https://web-ed.example/assets/katex-9f8e7d.js'),
  thrownAt('Something broke', 'https://web-ed.example/node_modules/react-virtualized/List.js'),
  thrownAt('Something broke', 'https://web-ed.example/assets/TableCell-3c2b1a.js'),
  thrownAt('Something broke', 'https://cdn.example/instant-web/instant-web.min.js'),
];

describe('error reporting options', () => {
  it('follows section 9 and the release, with the noise filter as beforeSend', () => {
    const replayIntegration = vi.fn(() => ({ name: 'Replay' }));
    const browserTracingIntegration = vi.fn(() => ({ name: 'BrowserTracing' }));
    const fake = { replayIntegration, browserTracingIntegration } as unknown as typeof SentryReact;
    const options = sentryOptions(fake, {
      dsn: 'http://public@127.0.0.1:9/1',
      environment: 'PROD',
    });
    expect(options).toMatchObject({
      release: '3.2.0',
      environment: 'PROD',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
    });
    expect(replayIntegration).toHaveBeenCalledWith({ maskAllText: false, blockAllMedia: false });
    expect(options.integrations).toHaveLength(2);
    expect(options.beforeSend?.({ type: undefined, message: 'Failed to fetch' }, {})).toBeNull();
  });

  it('sends tracing headers only to the same origin and localhost', () => {
    const traced = (url: string) => TRACE_PROPAGATION_TARGETS.some((p) => p.test(url));
    expect(traced('/user-service/api/web-ed/user-info')).toBe(true);
    expect(traced('http://localhost:8080/learning-service/api/web-ed/tasks')).toBe(true);
    expect(traced('http://127.0.0.1:8080/')).toBe(true);
    expect(traced('//cdn.example/katex.css')).toBe(false);
    expect(traced('https://cdn.example/audio.mp3')).toBe(false);
    expect(traced('https://localhost.evil.example/')).toBe(false);
  });

  it('stays off without a DSN', async () => {
    expect(await initErrorReporting({ dsn: undefined, environment: 'PROD' })).toBe(false);
    expect(() => reportError(new Error('not reported'))).not.toThrow();
  });
});

describe('error reporting against a local ingest endpoint', () => {
  let ingest: SentryIngest;

  beforeAll(async () => {
    ingest = await startSentryIngest();
    const started = initErrorReporting({ dsn: ingest.dsn, environment: 'test' });
    // Raised while the SDK chunk is still loading: queued, then sent.
    reportError(new Error('Raised before the SDK loaded'));
    expect(await started).toBe(true);
    reportError(new Error('Quiz failed to load'), { route: '/learn/' });
    for (const error of NOISE) reportError(error);
    await closeErrorReporting();
  });

  afterAll(async () => {
    await ingest?.close();
  });

  it('delivers real errors with the release, environment and context', () => {
    const quiz = ingest
      .events()
      .find((e) => e.exception?.values?.[0]?.value === 'Quiz failed to load');
    expect(quiz).toMatchObject({
      release: '3.2.0',
      environment: 'test',
      extra: { route: '/learn/' },
    });
    expect(ingest.envelopes.every((e) => e.project === '1')).toBe(true);
  });

  it('delivers an error raised before the SDK loaded', () => {
    const values = ingest.events().map((e) => e.exception?.values?.[0]?.value);
    expect(values).toContain('Raised before the SDK loaded');
  });

  it(`drops all ${NOISE.length} noise items: only the 2 real errors arrive`, () => {
    const values = ingest.events().map((e) => e.exception?.values?.[0]?.value);
    expect(values.sort()).toEqual(['Quiz failed to load', 'Raised before the SDK loaded']);
  });
});
