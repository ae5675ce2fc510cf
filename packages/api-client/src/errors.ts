/**
 * Errors the API client throws. Screens branch on the class and on `error` (a stable key), never
 * on the message text:
 *
 * - `NetworkError`: no answer at all (offline, DNS, connection reset) after every retry. Show the
 *   "no internet, try again" text (i18n `errors:noInternet`). `RequestTimeoutError` is one: the
 *   last attempt got no whole answer within the call's time limit (a stalled connection).
 * - `ApiError`: the server answered but not with success: an HTTP error status, a non-JSON body,
 *   or (from `unwrap`) a 200 envelope that says "not done". `error` is the server's key
 *   (`unauthorized`, `invalid_request`, `incomplete_cred`, `la_code_not_found`, …) or one of the
 *   client's own keys below.
 * - An aborted request rejects with the signal's reason (a DOMException named `AbortError` unless
 *   the caller aborted with its own reason); it is neither of the two classes, so "user cancelled"
 *   is never reported as a failure.
 */

/** The spec's text for a body that is not JSON (section 7). */
export const NON_JSON_MESSAGE = 'Server returned a non-json response';
/** The spec's text for 401 (section 8, errorMessage401). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized request was made';

/** `error` keys the client produces itself (the server's keys pass through unchanged). */
export const CLIENT_ERROR = {
  nonJson: 'non_json_response',
  unauthorized: 'unauthorized',
  /** HTTP error whose JSON body carries no `error` key. */
  http: 'http_error',
  /** 200 envelope with done 0 / bDone false / iMessageCode ≠ 1 and no `error` key. */
  notDone: 'not_done',
} as const;

export interface ApiErrorInit {
  /** HTTP status (200 for a "not done" envelope). */
  status: number;
  /** Stable key: the server's `error`, or one of CLIENT_ERROR. */
  error: string;
  message: string;
  /** The envelope's `message_code` or `iMessageCode`, when present. */
  messageCode?: number | undefined;
  /** The parsed body, when it was JSON. */
  body?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly messageCode: number | undefined;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.messageCode = init.messageCode;
    this.body = init.body;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('No internet connection', { cause });
    this.name = 'NetworkError';
  }
}

/** An attempt got no whole answer within its time limit: a network failure (no internet). */
export class RequestTimeoutError extends NetworkError {
  constructor(readonly timeoutMs: number) {
    super(new Error(`No answer within ${timeoutMs} ms`));
    this.name = 'RequestTimeoutError';
    this.message = `No answer from the server within ${Math.round(timeoutMs / 1000)} s`;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export function isNetworkError(e: unknown): e is NetworkError {
  return e instanceof NetworkError;
}

export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

/** A field of a parsed JSON body, when it has the given type. */
export function field<T extends string | number>(
  body: unknown,
  key: string,
  type: 'string' | 'number',
): T | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === type ? (value as T) : undefined;
}

/** The envelope's message code: `message_code`, else `iMessageCode`. */
export function messageCodeOf(body: unknown): number | undefined {
  return (
    field<number>(body, 'message_code', 'number') ?? field<number>(body, 'iMessageCode', 'number')
  );
}
