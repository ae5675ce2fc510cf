/** Business constants of the product spec (section 9), in one place so every rule cites the same number. */

export const APP_VERSION = '3.2.0';
export const PLATFORM = 'web-ed';
export const DISTRIBUTION_ID = 40241;
export const ENVIRONMENT = 'PROD';

export const TICK_MS = 120_000;
export const CLOCK_MS = 1_000;
export const VERSION_CHECK = {
  firstDelayMs: 2_000,
  intervalMs: 5 * 60_000,
  minGapAfterUpdateMs: 60_000,
  skipAfterConfirmedMs: 30 * 60_000,
  stopAfterUpToDate: 3,
  reloadDelayMs: 500,
} as const;
export const API_RETRIES = 3;
export const API_RETRY_WAIT_MS = 1_000;
export const LOGIN_VALIDITY_DAYS = 30;
export const NEW_USER_DAYS = 30;
export const SERVICE_WORKER_RETRIES = 3;
export const SERVICE_WORKER_RETRY_WAIT_MS = 500;
/** Feature-flag SDK (section 9): flags refreshed and events flushed every 10 s. */
export const FEATURE_FLAGS = {
  flushIntervalMs: 10_000,
  maxQueue: 100,
  timeoutMs: 10_000,
  sessionIdleMs: 30 * 60_000,
  sessionMaxMs: 4 * 60 * 60_000,
} as const;
/** The PWA install prompt element is hidden this long after it appears (section 2). */
export const INSTALL_PROMPT_VISIBLE_MS = 60_000;

export const DEFAULT_QUESTION_LENGTH = 10;
export const RECOMMENDED_COURSES_MAX = 5;

export const NAME_MIN = 3;
export const NAME_MAX = 50;
export const NAME_TRUNCATE = 23;
export const TRACKING_CODE_MIN = 1;
export const TRACKING_CODE_MAX = 10;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CHANCES = 2;
export const FILE_SIZE_CONSTANT = 10_240;
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 1024;
export const UPLOAD_TYPES = [
  'png',
  'jpeg',
  'jpg',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'pdf',
  'ppt',
  'pptx',
] as const;

export const SNACKBAR_MAX = 10;
export const SNACKBAR_AUTOHIDE_MS = 3_000;
export const SNAP_SCROLL_DEBOUNCE_MS = 600;
export const MIN_WHEEL_DELTA = 30;

export const SPECIAL_COURSE_IDS: readonly number[] = [413, 414, 415, 340];
export const SPECIAL_LEVELS = ['B1', 'B2', 'C1'] as const;
export const DATE_CONSTANT = '2024-07-01';

/** Error reporting (web and server): share of traced requests and of sessions replayed. */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

/**
 * Leaderboard: earned points that count per student per UTC day (docs/decisions.md). A full
 * 10-question play earns up to 100, so five good plays a day reach it; farming one easy chapter
 * all day does not climb further.
 */
export const LEADERBOARD_DAILY_POINTS_CAP = 500;
/** Streaks: daily goals (completed plays a day) a student may pick; the default is the first. */
export const STREAK_GOALS: readonly number[] = [1, 2, 3, 5];
/** A streak freeze is earned every this many days with the goal met; at most STREAK_FREEZE_MAX held. */
export const STREAK_FREEZE_EVERY_GOAL_DAYS = 7;
export const STREAK_FREEZE_MAX = 2;
/** A student's time zone may change at most once in this many days. */
export const TIME_ZONE_CHANGE_MIN_DAYS = 7;
