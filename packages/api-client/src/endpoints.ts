/**
 * Typed helpers for the paths the spec spells out in full (section 7), plus the two the shell's
 * background work needs (server time and the finish-record batch). Every other relative path goes
 * through the generic `get`/`post` with its service, e.g.
 * `api.get('user', 'user/get-user-info')` or `api.post('user', 'auth/sign-in', body, { auth: false })`.
 *
 * The helpers return the whole envelope (callers read `bDone`, `iMessageCode` or the extra
 * top-level fields); wrap in `unwrap()` to get `data` or an `ApiError`.
 */
import type { AnalyticsEvent, FinishRecord } from '@web-ed/schemas';
import type { HttpClient, RequestOptions } from './client';
import type { BDoneResponse, DoneResponse } from './envelope';

/** Call options a helper passes through (abort, retry and time limit overrides). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'retries' | 'timeoutMs'>;

export interface SubjectSummary {
  subject_id: number;
  subject_name: string;
  subject_code: string;
  lang?: string;
  subject_version?: number;
  popularity_rank: number | null;
  /** Country code → language its students translate into. */
  dictionary: Record<string, string>;
  /** Epoch ms of the earliest due review of the course, 0 for none. */
  closest_review_time: number;
  is_qr_applied: boolean;
  is_recommended: boolean;
  chapter_list: 'math' | 'ecopower' | 'other' | (string & {});
  domain: 'internal' | 'external' | (string & {});
  categories: string[];
  program?: string | null;
  /** 0–100. */
  progress?: number;
  chapter_count?: number;
}

export interface SubjectsResponse extends DoneResponse<SubjectSummary[]> {
  categories: string[];
  next_courses_recommendation: SubjectSummary[];
  top_recommendation: SubjectSummary[];
}

export interface ChapterSummary {
  id: number;
  title?: string;
  level?: number;
  is_completed: boolean;
  is_playable: boolean;
  is_current: boolean;
  is_cerebry: boolean;
  /** Epoch ms, 0 for none. */
  closest_review_time: number;
  /** Epoch ms, null when the chapter has no video. */
  video_published: number | null;
  progress?: number;
  state?: 'completed' | 'current' | 'locked' | 'review';
}

/** Chapters grouped by course id (the keys are subject ids as strings). */
export type ChaptersResponse = DoneResponse<Record<string, ChapterSummary[]>>;

export interface Announcement {
  id: number | string;
  slug?: string;
  lang?: string;
  title: string;
  body?: string | null;
  cta?: string | null;
  image?: string | null;
  link?: string | null;
}

export type AdsResponse = DoneResponse<Announcement[]>;

export interface VersionFile {
  version: string;
}

export interface SetEventHistoryResponse extends BDoneResponse {
  stored?: number;
}

export interface MinigameFinishResponse extends BDoneResponse {
  total_rewards?: { points?: number; diamond?: number; vote?: number } & Record<string, unknown>;
  results?: unknown[];
}

export type ServerTimeResponse = DoneResponse<{ server_time: number }>;

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
  getSubjects(options?: CallOptions): Promise<SubjectsResponse>;
  /** GET learning/get-chapters (auth), all courses or one with `subjectId`. */
  getChapters(subjectId?: number, options?: CallOptions): Promise<ChaptersResponse>;
  /** GET learning/get-ads (no auth), in `lang` (server falls back to English). */
  getAds(lang?: string, options?: CallOptions): Promise<AdsResponse>;
  /** GET /data/version.json (no auth, never cached). */
  getVersion(options?: CallOptions): Promise<VersionFile>;
  /** GET get-time (no auth): server clock in epoch ms (mounted under the user service). */
  getServerTime(options?: CallOptions): Promise<ServerTimeResponse>;
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
