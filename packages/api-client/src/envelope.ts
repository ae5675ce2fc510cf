/**
 * The spec's two success envelopes: `done: 1` (with `message_code` and `data`), or `bDone: true`
 * / `iMessageCode: 1`. Every error body of the server carries both "not done" flags plus `error`
 * and `message`, so either check works on it.
 */
import { ApiError, CLIENT_ERROR, messageCodeOf } from './errors';

export interface DoneResponse<T> {
  done: 0 | 1;
  message_code?: number;
  message?: string;
  error?: string;
  data: T;
}

export interface BDoneResponse {
  bDone: boolean;
  iMessageCode: number;
  sMessage?: string;
  error?: string;
  message?: string;
}

/** True for `done: 1`, `bDone: true` or `iMessageCode: 1`, false for anything else. */
export function isSuccess(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  if ('done' in b) return b['done'] === 1 || b['done'] === true;
  if ('bDone' in b) return b['bDone'] === true;
  return b['iMessageCode'] === 1;
}

/**
 * The `data` of a successful envelope; otherwise an `ApiError` (status 200) with the envelope's
 * `error` key (or `not_done`), message and message code, e.g. name-validation's
 * `{done: 0, message_code: 2, error: 'invalid_registration_name'}`.
 */
export function unwrap<T>(body: DoneResponse<T> | (BDoneResponse & { data?: T })): T {
  if (isSuccess(body)) return body.data as T;
  const b = body as unknown as Record<string, unknown>;
  const error = typeof b['error'] === 'string' ? b['error'] : CLIENT_ERROR.notDone;
  const message =
    typeof b['message'] === 'string'
      ? b['message']
      : typeof b['sMessage'] === 'string'
        ? b['sMessage']
        : 'The server did not complete the request';
  throw new ApiError({ status: 200, error, message, messageCode: messageCodeOf(body), body });
}
