/**
 * Typed helpers for the paths the spec spells out in full (section 7), plus the two the shell's
 * background work needs (server time and the finish-record batch). Every other relative path goes
 * through the generic `get`/`post` with its service, e.g.
 * `api.get('user', 'user/get-user-info')` or `api.post('user', 'auth/sign-in', body, { auth: false })`.
 *
 * The helpers return the whole envelope (callers read `bDone`, `iMessageCode` or the extra
 * top-level fields); wrap in `unwrap()` to get `data` or an `ApiError`. Their answer types are
 * generated from the server's answer schemas (schemas/api/, `npm run schemas`) and exported by
 * @web-ed/schemas: `MinigameFinishResponse`, `GetSubjectsResponse`… For any other route, name
 * its generated type: `api.get<GetUserInfoResponse>('user', 'user/get-user-info')`.
 */
import type {
  AnalyticsEvent,
  DataVersionResponse,
  FinishRecord,
  GetAdsResponse,
  GetChaptersResponse,
  GetSubjectsResponse,
  GetTimeResponse,
  MinigameFinishResponse,
  SetEventHistoryResponse,
} from '@web-ed/schemas';
import type { HttpClient, RequestOptions } from './client';

/** Call options a helper passes through (abort, retry and time limit overrides). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'retries' | 'timeoutMs'>;

export const SPELT_PATH = {
  setEventHistory: '/user-service/api/web-ed/user/set-event-history',
  getSubjects: '/learning-service/api/web-ed/learning/get-subjects',
  getChapters: '/learning-service/api/web-ed/learning/get-chapters',
  getAds: '/learning-service/api/web-ed/learning/get-ads',
  version: '/data/version.json',
} as const;

export interface WebEdEndpoints {
  /** POST user/set-event-history (auth). `bDone: true` means the batch is stored: clear it locally. */
  setEventHistory(
    events: AnalyticsEvent[],
    options?: CallOptions,
  ): Promise<SetEventHistoryResponse>;
  /** GET learning/get-subjects (auth): courses plus categories and recommendations. */
  getSubjects(options?: CallOptions): Promise<GetSubjectsResponse>;
  /** GET learning/get-chapters (auth), all courses or one with `subjectId`. */
  getChapters(subjectId?: number, options?: CallOptions): Promise<GetChaptersResponse>;
  /** GET learning/get-ads (no auth), in `lang` (server falls back to English). */
  getAds(lang?: string, options?: CallOptions): Promise<GetAdsResponse>;
  /** GET /data/version.json (no auth, never cached). */
  getVersion(options?: CallOptions): Promise<DataVersionResponse>;
  /** GET get-time (no auth): server clock in epoch ms (mounted under the user service). */
  getServerTime(options?: CallOptions): Promise<GetTimeResponse>;
  /** POST learning/minigame-finish (auth): a batch of finish records; iMessageCode 1 = stored. */
  minigameFinish(records: FinishRecord[], options?: CallOptions): Promise<MinigameFinishResponse>;
}

export function webEdEndpoints(http: HttpClient): WebEdEndpoints {
  return {
    setEventHistory: (events, options) =>
      http.request('POST', SPELT_PATH.setEventHistory, { ...options, body: { events } }),
    getSubjects: (options) => http.request('GET', SPELT_PATH.getSubjects, { ...options }),
    getChapters: (subjectId, options) =>
      http.request('GET', SPELT_PATH.getChapters, { ...options, query: { subject_id: subjectId } }),
    getAds: (lang, options) =>
      http.request('GET', SPELT_PATH.getAds, { ...options, auth: false, query: { lang } }),
    getVersion: (options) =>
      http.request('GET', SPELT_PATH.version, { ...options, auth: false, cache: 'no-store' }),
    getServerTime: (options) => http.get('user', 'get-time', { ...options, auth: false }),
    minigameFinish: (records, options) =>
      http.post('learning', 'learning/minigame-finish', { records }, options),
  };
}
