/** What the learnalytics routes share: the code body and the spec's not-found error. */
import { TRACKING_CODE_MAX } from '@web-ed/engine';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';

export const TAGS = ['learnalytics'];

/** The body of add-code and cancel-code; the code's form is checked by normaliseTrackingCode. */
export const codeBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: TRACKING_CODE_MAX + 10 } },
} as const;

/** Section 8: la_code_not_found, "Kode tracking tidak ditemukan". */
export function codeNotFound(): ApiError {
  return new ApiError(
    404,
    'la_code_not_found',
    'Kode tracking tidak ditemukan',
    MESSAGE_CODE.notFound,
  );
}

export function invalidCode(): ApiError {
  return new ApiError(
    400,
    'invalid_la_code',
    'A tracking code has 1 to 10 letters or digits',
    MESSAGE_CODE.validation,
  );
}
