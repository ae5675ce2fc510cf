/**
 * Which `errors` string (i18n key) to show for a failed call (section 8): screens pass the
 * caught error and translate the key, e.g. `t(errorTextKey(e))`. An aborted call has nothing to
 * show (null).
 *
 * - NetworkError → `errors:noInternet` ("Tidak ada koneksi internet, Coba lagi.")
 * - ApiError by its `error` key (the server's section 8 keys), then by status (401, 429).
 * - name errors (`invalid_registration_name`): message code 2 → rude word, else the format hint.
 * - anything else → `errors:generic`.
 */
import { isAbortError, isApiError, isNetworkError, type ApiError } from '@web-ed/api-client';

const BY_ERROR_KEY: Readonly<Record<string, string>> = {
  unauthorized: 'errors:unauthorized',
  incomplete_cred: 'errors:incompleteCredentials',
  unknown_server: 'errors:unknownServer',
  unknown: 'errors:unknownServer',
  invalid_token: 'errors:invalidToken',
  token_in_use: 'errors:tokenInUse',
  invalid_or_already_linked_email: 'errors:invalidEmail',
  invalid_state: 'errors:invalidState',
  la_code_not_found: 'errors:trackingCodeNotFound',
  invalid_message_code: 'errors:invalidMessageCode',
  non_json_response: 'errors:nonJson',
};

/** Server message code for a rude name (section 8: 2 is the name-related error). */
const RUDE_NAME_CODE = 2;

function apiErrorKey(error: ApiError): string {
  if (error.error === 'invalid_registration_name') {
    return error.messageCode === RUDE_NAME_CODE ? 'errors:nameRude' : 'errors:nameFormat';
  }
  const byKey = BY_ERROR_KEY[error.error];
  if (byKey) return byKey;
  if (error.status === 401) return 'errors:unauthorized';
  if (error.status === 429) return 'errors:tooManyRequests';
  return 'errors:generic';
}

export function errorTextKey(error: unknown): string | null {
  if (isAbortError(error)) return null;
  if (isNetworkError(error)) return 'errors:noInternet';
  if (isApiError(error)) return apiErrorKey(error);
  return 'errors:generic';
}
