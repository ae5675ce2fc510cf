/**
 * The JSON HTTP client of the student app (spec section 7).
 *
 * Rules, in the order they apply to one call:
 * 1. URL: `baseUrl` + absolute path (or service prefix + relative path) + query string.
 * 2. Auth (unless `auth: false`): with a `baseUrl` set (a separate API host) the token goes in
 *    `Authorization: Bearer <token>`; with none (same origin) in a header named `token`. No token,
 *    no header (the server then answers 401).
 * 3. Retries: up to `API_RETRIES` (3) more attempts after the first, `API_RETRY_WAIT_MS` (1 s)
 *    apart, on a network failure or a retryable status: 5xx, 408 and 429. Other 4xx are final at
 *    once: the server has read the request and said no, and repeating it changes nothing (the
 *    spec says "non-OK"; we narrow it so a 400 or 401 is not sent four times over flaky data).
 *    POSTs are retried too: the server makes the retried writes idempotent (finish records by
 *    session, analytics events by uuid).
 * 4. 401 (from a call that carried auth): `onUnauthorized()` is called once (the app clears the
 *    user and goes to /login/), then `ApiError` 401 `unauthorized` is thrown.
 * 5. A body that is not JSON raises `ApiError` 'Server returned a non-json response' (not
 *    retried when the status is OK).
 * 6. Abort: the signal stops the fetch and the wait between retries; the call rejects with the
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
  headers?: Readonly<Record<string, string>> | undefined;
  /** fetch's cache mode, e.g. 'no-store' for the version file. */
  cache?: RequestCache | undefined;
}

export interface HttpClient {
  /** Any absolute path on the API host, e.g. `/data/version.json`. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
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

/** 5xx, 408 Request Timeout and 429 Too Many Requests are worth another try; other 4xx are not. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
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

async function readJson(response: Response): Promise<JsonResult> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const status = response.status;
  const parsed = await readJson(response);
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
    // One id for the call and its retries, so the server's logs tie them together.
    const requestId = crypto.randomUUID();

    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw abortReason(signal);
      const init: RequestInit = { method, headers: headersFor(opts, hasBody && !raw, requestId) };
      if (body !== undefined) init.body = body;
      if (signal) init.signal = signal;
      if (opts.cache) init.cache = opts.cache;

      let response: Response | undefined;
      let networkError: unknown;
      try {
        response = await fetchImpl(url, init);
      } catch (e) {
        if (signal?.aborted) throw abortReason(signal);
        networkError = e;
      }

      const lastAttempt = attempt >= retries;
      if (response === undefined) {
        if (lastAttempt) throw new NetworkError(networkError);
      } else if (response.ok) {
        const parsed = await readJson(response);
        if (!parsed.ok) {
          throw new ApiError({
            status: response.status,
            error: CLIENT_ERROR.nonJson,
            message: NON_JSON_MESSAGE,
          });
        }
        return parsed.value as T;
      } else if (lastAttempt || !isRetryableStatus(response.status)) {
        const error = await errorFromResponse(response);
        if (error.status === 401 && opts.auth !== false) options.onUnauthorized();
        throw error;
      }
      await sleep(retryWaitMs, signal);
    }
  }

  return {
    request,
    get: (service, relativePath, opts) => request('GET', servicePath(service, relativePath), opts),
    post: (service, relativePath, body, opts) =>
      request('POST', servicePath(service, relativePath), { ...opts, body }),
  };
}
