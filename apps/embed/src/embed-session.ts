/**
 * Anonymous play for the element: the partner page's pseudo user id (its own key in the page's
 * localStorage) and the last anonymous token are traded at POST /embed/api/session for a fresh
 * short-lived token and the chapter to play. The answer's token is kept for the next visit, so
 * the same anonymous account (and its progress) comes back until it is claimed.
 */
import {
  ApiError,
  createApiClient,
  unwrap,
  type ApiClient,
  type EmbedSessionResponse,
} from '@web-ed/api-client';
import { EMBED_PSEUDO_USER_KEY, getPseudoUserId } from '@web-ed/engine';
import type { Lang } from '@web-ed/schemas';
import { SERVER_ORIGIN } from './server-origin';

export const EMBED_TOKEN_KEY = 'web-ed:embed:token';
export const SESSION_PATH = '/embed/api/session';

/** The course and chapter the session plays (embed/session's answer). */
export type EmbedCourse = EmbedSessionResponse['data']['course'];

export interface EmbedSession {
  userId: string;
  course: EmbedCourse;
  /** The web-ed API with this session's token. */
  api: ApiClient;
}

export interface EmbedRequest {
  course: string;
  lang: Lang;
  chapter: number | undefined;
}

/** The page's storage, or none (storage blocked): then the play lasts for this page only. */
function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function stored(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the server refused this page's origin (403 origin_not_allowed). */
export function isOriginRefused(e: unknown): boolean {
  return e instanceof ApiError && e.error === 'origin_not_allowed';
}

export async function startEmbedSession(request: EmbedRequest): Promise<EmbedSession> {
  const storage = pageStorage();
  let token: string | null = null;
  const api = createApiClient({
    baseUrl: SERVER_ORIGIN,
    getToken: () => token,
    onUnauthorized: () => {},
  });
  const previous = stored(storage, EMBED_TOKEN_KEY);
  const data = unwrap(
    await api.request<EmbedSessionResponse>('POST', SESSION_PATH, {
      auth: false,
      body: {
        pseudo_id: getPseudoUserId(storage, Math.random, EMBED_PSEUDO_USER_KEY),
        course: request.course,
        lang: request.lang,
        ...(request.chapter === undefined ? {} : { chapter: request.chapter }),
        ...(previous ? { token: previous } : {}),
      },
    }),
  );
  token = data.token;
  try {
    storage?.setItem(EMBED_TOKEN_KEY, data.token);
  } catch {
    // Storage full or blocked: the next visit starts a new anonymous account.
  }
  return { userId: data.user_id, course: data.course, api };
}
