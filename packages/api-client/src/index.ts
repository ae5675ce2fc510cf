/**
 * @web-ed/api-client: the student app's JSON client for the web-ed server (spec section 7).
 *
 *     const api = createApiClient({ baseUrl: '', getToken: () => user?.token, onUnauthorized: logout });
 *     const subjects = unwrap(await api.getSubjects());
 *     const info = unwrap(await api.get<GetUserInfoResponse>('user', 'user/get-user-info'));
 *     await api.post('learning', 'learning/set-like', { task_id: 7 });
 *     await api.post(service, 'submit-chat', { text }, { signal: controller.signal }); // abortable
 *
 * See client.ts for the auth, timeout, retry (and Retry-After), 401 and non-JSON rules.
 */
import { createHttpClient, type ApiClientOptions, type HttpClient } from './client';
import { webEdEndpoints, type WebEdEndpoints } from './endpoints';

export type ApiClient = HttpClient & WebEdEndpoints;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttpClient(options);
  return { ...http, ...webEdEndpoints(http) };
}

export {
  createHttpClient,
  buildUrl,
  defaultSleep,
  isRetryableStatus,
  retryAfterMs,
  retryDelay,
  API_MAX_RETRY_AFTER_MS,
  API_TIMEOUT_MS,
  API_UPLOAD_TIMEOUT_MS,
  NEVER_RETRIED,
  type ApiClientOptions,
  type FetchLike,
  type HttpClient,
  type ReadAhead,
  READ_AHEAD_MS,
  type HttpMethod,
  type Query,
  type QueryValue,
  type RequestOptions,
  type Sleep,
} from './client';
export * from './endpoints';
export * from './answers';
export * from './envelope';
export {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  CLIENT_ERROR,
  NON_JSON_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  isAbortError,
  isApiError,
  isNetworkError,
  messageCodeOf,
  type ApiErrorInit,
} from './errors';
export { SERVICE_PREFIX, servicePath, type Service } from './services';
export { createSseParser, formatSseEvent, type SseEvent, type SseParser } from './sse';
export * from './chat';
