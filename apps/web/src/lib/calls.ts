/**
 * Reads and writes through the app's API client, named by their generated answer type
 * (`get<GetStreakResponse>(…)`) and answered unwrapped (`done`'s data): a read with its query, a
 * write never retried (the server answers it once, finally).
 */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { api } from './store';

type Service = 'user' | 'mission';

export const get = async <R extends DoneResponse<unknown>>(
  service: Service,
  path: string,
  query = {},
): Promise<R['data']> => unwrap<R['data']>(await api.get<R>(service, path, { query }));

export const post = async <R extends DoneResponse<unknown>>(
  service: Service,
  path: string,
  body: unknown,
): Promise<R['data']> => unwrap<R['data']>(await api.post<R>(service, path, body, { retries: 0 }));

/**
 * The data of an answer whose refusal is an answer too (HTTP 200, `done: 0`: a name that breaks
 * a rule, a word nobody translates); a refusal throws its ApiError, as `unwrap` does.
 */
export function accepted<D>(
  answer: { done: 1; data: D } | (DoneResponse<unknown> & { done: 0 }),
): D {
  if (answer.done === 1) return answer.data;
  unwrap(answer);
  throw new Error('a done: 0 answer is never a success');
}
