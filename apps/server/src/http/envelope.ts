/**
 * The spec's two response envelopes. User-facing services answer `done` (1 = success) with a
 * message code and data; learning batches and sessions answer `bDone`/`iMessageCode` (1 = success).
 * docs/api.md lists which route answers which.
 */

export interface Done<T> {
  done: 1;
  message_code: number;
  data: T;
}

export interface BDone<T> {
  bDone: true;
  iMessageCode: 1;
  data: T;
}

/**
 * Spec message codes (section 8): 2 name-related, 3 to 6 typed errors, anything else generic.
 * Generic is 0, never 1: `iMessageCode: 1` is the spec's success code (section 3), so an error
 * body carrying it would read as success to a client that checks iMessageCode alone (the outbox
 * removes finish records on it). The one error code 1 of the spec, name validation's "format"
 * (section 5), stays in `message_code` and reads as generic in `iMessageCode` (errorBody).
 */
export const MESSAGE_CODE = {
  ok: 0,
  generic: 0,
  name: 2,
  validation: 3,
  notFound: 4,
  conflict: 5,
  limit: 6,
} as const;

export function done<T>(data: T, messageCode: number = MESSAGE_CODE.ok): Done<T> {
  return { done: 1, message_code: messageCode, data };
}

export function bDone<T>(data: T): BDone<T> {
  return { bDone: true, iMessageCode: 1, data };
}

/** An error the client can act on: HTTP status, spec message code, a stable error key, and text. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly messageCode: number = MESSAGE_CODE.generic,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `iMessageCode` of success (section 3): no error body ever carries it. */
export const SUCCESS_I_MESSAGE_CODE = 1;

/**
 * The body of every error: both envelopes say "not done", so either kind of client sees it.
 * `iMessageCode` is the message code, but never the success code 1 (generic instead).
 */
export function errorBody(e: ApiError): Record<string, unknown> {
  return {
    done: 0,
    bDone: false,
    iMessageCode: e.messageCode === SUCCESS_I_MESSAGE_CODE ? MESSAGE_CODE.generic : e.messageCode,
    message_code: e.messageCode,
    error: e.error,
    message: e.message,
    ...(e.details === undefined ? {} : { details: e.details }),
  };
}
