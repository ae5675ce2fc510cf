/**
 * Reads and writes through the app's API client, answers unwrapped (`done`'s data): a read with
 * its query, a write never retried (the server answers it once, finally).
 */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { api } from './store';

export const get = async <T>(service: 'user' | 'mission', path: string, query = {}) =>
  unwrap(await api.get<DoneResponse<T>>(service, path, { query }));
export const post = async <T>(service: 'user' | 'mission', path: string, body: unknown) =>
  unwrap(await api.post<DoneResponse<T>>(service, path, body, { retries: 0 }));
