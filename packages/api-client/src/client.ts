/**
 * The JSON HTTP client of the student app (spec section 7).
 *
 * Rules, in the order they apply to one call:
 * 1. URL: `baseUrl` + absolute path (or service prefix + relative path) + query string.
 * 2. Auth (unless `auth: false`): with a `baseUrl` set (a separate API host) the token goes in
 *    `Authorization: Bearer <token>`; with none (same origin) in a header named `token`. No token,
 *    no header (the server then answers 401).
 * 3. Timeout: each attempt (the answer and its body) has `timeoutMs` (API_TIMEOUT_MS, 15 s;
 *    uploads API_UPLOAD_TIMEOUT_MS, 120 s; 0 = none). An attempt that runs out is aborted and
 *    counts as a network failure; after the last one the call rejects with `RequestTimeoutError`,
 *    a `NetworkError`, so screens show their "no internet, try again" text.
 * 4. Retries (section 7: "on network failure or non-OK response"): up to `API_RETRIES` (3) more
 *    attempts after the first, `API_RETRY_WAIT_MS` (1 s) apart, on a network failure or any
 *    non-OK status but two kinds (docs/decisions.md): 401, final at once (the session is gone:
 *    rule 5), and the refusals of the request as it was written, which no resend changes (400,
 *    413, 414, 415, 422: see NEVER_RETRIED). POSTs are retried too: the server makes the
 *    retried writes idempotent (finish records by session, analytics events by uuid) and writes
 *    nothing on a refusal.
 *    Retry-After (seconds or an HTTP date) is honoured: the next attempt waits that long (never
 *    less than the 1 s). One longer than `maxRetryAfterMs` (API_MAX_RETRY_AFTER_MS, 10 s) ends the
 *    retries at once with that answer's error: a screen does not wait minutes, and background
 *    work (the outbox, analytics) sends again on its next tick.
 * 5. 401 (from a call that carried auth): `onUnauthorized()` is called once (the app clears the
 *    user and goes to /login/), then `ApiError` 401 `unauthorized` is thrown.
 * 6. A body that is not JSON raises `ApiError` 'Server returned a non-json response' (not
 *    retried when the status is OK).
 * 7. Abort: the signal stops the fetch and the wait between retries; the call rejects with the
 *    signal's reason and nothing is retried or reported.
 *
 * Envelope-level failures (HTTP 200 with `done: 0`) are returned as they are; `unwrap` turns
 * them into `ApiError` when a screen only wants the data.
 */
import { API_RETRIES, API_RETRY_WAIT_MS } from '@web-ed/engine';
import {
  ApiError,
  CLIENT_ERROR,
  NetworkError,
  NON_JSON_MESSAGE,
  RequestTimeoutError,
  UNAUTHORIZED_MESSAGE,
  field,
  messageCodeOf,
} from './errors';
import { servicePath, type Service } from './services';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Longest wait for one attempt (the answer and its body) of a call. */
export const API_TIMEOUT_MS = 15_000;
/** The same for a call that sends a file (FormData or Blob): 5 MB on slow mobile data. */
export const API_UPLOAD_TIMEOUT_MS = 120_000;
/** Longest Retry-After a call waits for; a longer one ends its retries at once. */
export const API_MAX_RETRY_AFTER_MS = 10_000;

export interface ApiClientOptions {
  /**
   * API host, e.g. `https://api.example.org` (no trailing slash needed). Empty or omitted: same
   * origin, and the token travels in the `token` header instead of `Authorization`.
   */
  baseUrl?: string | undefined;
  /** The signed-in user's session token, or null when anonymous. Read on every attempt. */
  getToken: () => string | null | undefined;
  /** Called on a 401 from an authenticated call: clear the user and go to /login/. */
  onUnauthorized: () => void;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** Wait between attempts; defaults to an abortable setTimeout. Tests pass a fake. */
  sleep?: Sleep;
  /** Retries after the first attempt (default API_RETRIES = 3). */
  retries?: number;
  /** Wait before each retry (default API_RETRY_WAIT_MS = 1000). */
  retryWaitMs?: number;
  /** Time limit of one attempt in ms (default API_TIMEOUT_MS; 0 = none). */
  timeoutMs?: number;
  /** Time limit of one attempt that sends a file (default API_UPLOAD_TIMEOUT_MS; 0 = none). */
  uploadTimeoutMs?: number;
  /** Longest Retry-After honoured (default API_MAX_RETRY_AFTER_MS); longer ends the retries. */
  maxRetryAfterMs?: number;
}

export interface RequestOptions {
  query?: Query | undefined;
  /**
   * JSON-serialised and sent with `content-type: application/json`; a FormData, Blob or
   * URLSearchParams body is sent as it is (multipart uploads).
   */
  body?: unknown;
  /** Send the token (default true). Sign-in, FAQ, server time, ads and the version file: false. */
  auth?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Override the client's retry count for this call (0 = one attempt only). */
  retries?: number | undefined;
  /** Override the time limit of each attempt of this call, in ms (0 = none). */
  timeoutMs?: number | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  /** fetch's cache mode, e.g. 'no-store' for the version file. */
  cache?: RequestCache | undefined;
}

/** A GET sent ahead of the call that will want it (HttpClient.readAhead). */
export interface ReadAhead {
  /** Absolute path on the API host, as the call will ask for it. */
  path: string;
  query?: Query | undefined;
  /** Whether the call sends the token (default true). */
  auth?: boolean | undefined;
}

/** How long a read sent ahead waits for its call; a later call asks afresh. */
export const READ_AHEAD_MS = 30_000;

export interface HttpClient {
  /** Any absolute path on the API host, e.g. `/data/version.json`. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends GETs before the calls that want them exist (a screen whose code is still downloading):
   * the first plain GET of the same URL, as the same student, within READ_AHEAD_MS takes the
   * answer instead of asking again. A failed read ahead is asked again as usual.
   */
  readAhead(reads: readonly ReadAhead[]): void;
  /** GET `<service prefix>/<relativePath>`. */
  get<T>(
    service: Service,
    relativePath: string,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<T>;
  /** POST `<service prefix>/<relativePath>` with a JSON (or FormData) body. */
  post<T>(
    service: Service,
    relativePath: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<T>;
}

/**
 * Non-OK statuses that are final at once. 401: the session is gone, resending the same token
 * cannot help (the user goes to /login/). The others refuse the request as it was written: its
 * body failed validation (400, 422), or is too large (413), its URL too long (414), its type
 * unreadable (415); the same bytes sent again get the same answer. Every other non-OK status is
 * retried, as section 7 says: a 404 or 403 can be a server being deployed, a 409 a write still
 * in flight, 5xx/408/429 the usual transient ones.
 */
export const NEVER_RETRIED: ReadonlySet<number> = new Set([400, 401, 413, 414, 415, 422]);

/** True for a non-OK status worth another attempt (section 7), false for OK and NEVER_RETRIED. */
export function isRetryableStatus(status: number): boolean {
  return (status < 200 || status > 299) && !NEVER_RETRIED.has(status);
}

/** Retry-After as milliseconds from `now` (delay-seconds or an HTTP date); undefined if absent or unreadable. */
export function retryAfterMs(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // An HTTP date starts with its day name ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone
  // would read "1.5" or "-5" as dates.
  if (!/^[A-Za-z]{3}/.test(v)) return undefined;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * How long to wait before retrying a non-OK answer: the usual wait, or the answer's Retry-After
 * when longer. Null: do not retry (a status never retried, or a Retry-After above `maxRetryAfterMs`).
 */
export function retryDelay(
  response: Pick<Response, 'status' | 'headers'>,
  waitMs: number,
  maxRetryAfterMs: number,
): number | null {
  if (!isRetryableStatus(response.status)) return null;
  const after = retryAfterMs(response.headers.get('retry-after'));
  if (after === undefined) return waitMs;
  return after > maxRetryAfterMs ? null : Math.max(waitMs, after);
}

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  const sep = path.includes('?') ? '&' : '?';
  return `${base}${path}${qs === '' ? '' : sep + qs}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  );
}

type JsonResult = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** One attempt: an answer with its whole body read, or why there is none (network, timeout). */
type Attempt = { response: Response; text: string } | { failure: unknown };

/**
 * Fetches and reads the body within `timeoutMs` (0: no limit). The caller's abort rejects with
 * its reason; a failure or the time running out is returned, to be retried.
 */
async function attemptOnce(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Attempt> {
  if (signal?.aborted) throw abortReason(signal);
  const controller = new AbortController();
  const onAbort = () => controller.abort(abortReason(signal!));
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut: RequestTimeoutError | undefined;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = new RequestTimeoutError(timeoutMs);
          controller.abort(timedOut);
        }, timeoutMs)
      : undefined;
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch (e) {
    if (signal?.aborted) throw abortReason(signal);
    return { failure: timedOut ?? e };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function errorFromResponse(response: Response, text: string): ApiError {
  const status = response.status;
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : undefined;
  if (status === 401) {
    return new ApiError({
      status,
      error: CLIENT_ERROR.unauthorized,
      message: UNAUTHORIZED_MESSAGE,
      messageCode: messageCodeOf(body),
      body,
    });
  }
  if (!parsed.ok)
    return new ApiError({ status, error: CLIENT_ERROR.nonJson, message: NON_JSON_MESSAGE });
  return new ApiError({
    status,
    error: field<string>(body, 'error', 'string') ?? CLIENT_ERROR.http,
    message: field<string>(body, 'message', 'string') ?? `HTTP ${status}`,
    messageCode: messageCodeOf(body),
    body,
  });
}

export function createHttpClient(options: ApiClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const defaultRetries = options.retries ?? API_RETRIES;
  const retryWaitMs = options.retryWaitMs ?? API_RETRY_WAIT_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? API_MAX_RETRY_AFTER_MS;

  function headersFor(
    opts: RequestOptions,
    jsonBody: boolean,
    requestId: string,
  ): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': requestId,
    };
    if (jsonBody) headers['content-type'] = 'application/json';
    if (opts.auth !== false) {
      const token = options.getToken();
      if (token) {
        if (baseUrl !== '') headers['authorization'] = `Bearer ${token}`;
        else headers['token'] = token;
      }
    }
    return { ...headers, ...opts.headers };
  }

  /** Reads sent ahead, by URL and the token they were sent with. */
  const ahead = new Map<string, { answer: Promise<Attempt>; at: number }>();
  const aheadKey = (url: string, auth: boolean | undefined) =>
    `${auth === false ? '' : (options.getToken() ?? '')} ${url}`;

  function readAhead(reads: readonly ReadAhead[]): void {
    const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
    const now = Date.now();
    for (const [key, entry] of ahead) if (now - entry.at > READ_AHEAD_MS) ahead.delete(key);
    for (const read of reads) {
      const url = buildUrl(baseUrl, read.path, read.query);
      const init: RequestInit = {
        method: 'GET',
        headers: headersFor({ auth: read.auth }, false, crypto.randomUUID()),
      };
      const answer = attemptOnce(fetchImpl, url, init, undefined, timeoutMs);
      ahead.set(aheadKey(url, read.auth), { answer, at: now });
    }
  }

  /** The read sent ahead for this call's first attempt, taken once; undefined when none. */
  function takeAhead(method: HttpMethod, url: string, opts: RequestOptions) {
    if (ahead.size === 0 || method !== 'GET' || opts.headers || opts.cache || opts.signal)
      return undefined;
    const key = aheadKey(url, opts.auth);
    const entry = ahead.get(key);
    ahead.delete(key);
    return entry && Date.now() - entry.at <= READ_AHEAD_MS ? entry.answer : undefined;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const url = buildUrl(baseUrl, path, opts.query);
    const signal = opts.signal;
    const retries = Math.max(0, opts.retries ?? defaultRetries);
    const hasBody = opts.body !== undefined;
    const raw = hasBody && isRawBody(opts.body);
    const body: BodyInit | undefined = !hasBody
      ? undefined
      : raw
        ? (opts.body as BodyInit)
        : JSON.stringify(opts.body);
    const timeoutMs = Math.max(
      0,
      opts.timeoutMs ??
        (raw
          ? (options.uploadTimeoutMs ?? API_UPLOAD_TIMEOUT_MS)
          : (options.timeoutMs ?? API_TIMEOUT_MS)),
    );
    // One id for the call and its retries, so the server's logs tie them together.
    const requestId = crypto.randomUUID();

    for (let attempt = 0; ; attempt++) {
      const init: RequestInit = { method, headers: headersFor(opts, hasBody && !raw, requestId) };
      if (body !== undefined) init.body = body;
      if (opts.cache) init.cache = opts.cache;

      const answer = await ((attempt === 0 ? takeAhead(method, url, opts) : undefined) ??
        attemptOnce(fetchImpl, url, init, signal, timeoutMs));
      const lastAttempt = attempt >= retries;
      let wait = retryWaitMs;
      if ('failure' in answer) {
        if (lastAttempt) {
          throw answer.failure instanceof RequestTimeoutError
            ? answer.failure
            : new NetworkError(answer.failure);
        }
      } else if (answer.response.ok) {
        const parsed = parseJson(answer.text);
        if (!parsed.ok) {
          throw new ApiError({
            status: answer.response.status,
            error: CLIENT_ERROR.nonJson,
            message: NON_JSON_MESSAGE,
          });
        }
        return parsed.value as T;
      } else {
        const delay = lastAttempt
          ? null
          : retryDelay(answer.response, retryWaitMs, maxRetryAfterMs);
        if (delay === null) {
          const error = errorFromResponse(answer.response, answer.text);
          if (error.status === 401 && opts.auth !== false) options.onUnauthorized();
          throw error;
        }
        wait = delay;
      }
      await sleep(wait, signal);
    }
  }

  return {
    request,
    readAhead,
    get: (service, relativePath, opts) => request('GET', servicePath(service, relativePath), opts),
    post: (service, relativePath, body, opts) =>
      request('POST', servicePath(service, relativePath), { ...opts, body }),
  };
}
