import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { ApiError, NetworkError } from '@web-ed/api-client';
import { errorTextKey } from './error-text';

const api = (error: string, status = 400, messageCode?: number) =>
  new ApiError({ status, error, message: 'x', messageCode });

describe('errorTextKey', () => {
  it('maps offline, server keys, statuses and name codes', () => {
    expect(errorTextKey(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'errors:noInternet',
    );
    expect(errorTextKey(api('la_code_not_found', 404))).toBe('errors:trackingCodeNotFound');
    expect(errorTextKey(api('incomplete_cred'))).toBe('errors:incompleteCredentials');
    expect(errorTextKey(api('unknown_server', 502))).toBe('errors:unknownServer');
    expect(errorTextKey(api('invalid_or_already_linked_email'))).toBe('errors:invalidEmail');
    expect(errorTextKey(api('unauthorized', 401))).toBe('errors:unauthorized');
    expect(errorTextKey(api('http_error', 401))).toBe('errors:unauthorized');
    expect(errorTextKey(api('rate_limited', 429))).toBe('errors:tooManyRequests');
    expect(errorTextKey(api('non_json_response', 200))).toBe('errors:nonJson');
    expect(errorTextKey(api('invalid_registration_name', 200, 2))).toBe('errors:nameRude');
    expect(errorTextKey(api('invalid_registration_name', 200, 1))).toBe('errors:nameFormat');
    expect(errorTextKey(api('something_new', 500))).toBe('errors:generic');
    expect(errorTextKey(new Error('boom'))).toBe('errors:generic');
  });

  it('an aborted call shows nothing', () => {
    expect(errorTextKey(new DOMException('aborted', 'AbortError'))).toBeNull();
  });

  it('every key it returns exists in the errors namespace', () => {
    const errors = JSON.parse(
      readFileSync(
        new URL('../../../../../packages/i18n/locales/en/errors.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>;
    const keys = [
      'la_code_not_found',
      'incomplete_cred',
      'unknown_server',
      'unknown',
      'invalid_token',
      'token_in_use',
      'invalid_or_already_linked_email',
      'invalid_state',
      'invalid_message_code',
      'non_json_response',
      'unauthorized',
    ].map((k) => errorTextKey(api(k)));
    keys.push(errorTextKey(api('x', 429)), errorTextKey(api('invalid_registration_name', 200, 2)));
    keys.push(
      errorTextKey(api('invalid_registration_name', 200, 1)),
      errorTextKey(new NetworkError(null)),
      errorTextKey(null),
    );
    for (const key of keys) expect(Object.keys(errors)).toContain(key!.replace('errors:', ''));
  });
});
