/**
 * Client state (valtio) and the app's single API client, outbox and snackbar queue.
 */
import { proxy } from 'valtio';
import { createApiClient, unwrap } from '@web-ed/api-client';
import type {
  GetUserInfoResponse,
  GetUserPreferenceResponse,
  MinigameFinishResponse,
  SetUserPreferenceResponse,
  UserAuth,
  UserInfo,
  UserPreference,
} from '@web-ed/schemas/api';
import { flushOutbox, type FlushResult } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import { SnackbarQueue, type Flags, type SnackbarState } from './shell';
import {
  API_CACHE,
  deleteAllPacks,
  deleteSyncSession,
  forgetLastKnown,
  IdbOutboxStore,
  openWebEdDb,
  SYNC_TAG,
  writeSyncSession,
} from './storage';
import { config } from './config';
import { clearSession, loadSession, saveSession, type StoredSession } from './session';
import { serverTransport } from './server-render';
import { forgetSignedInMark, markSignedIn, showLargeText } from './page-cookies';

export interface LastResult {
  taskTitle: string;
  subjectId: number;
  chapterId: number;
  stars: number;
  points: number;
  correct: number;
  total: number;
  /** What the server gave for this play; null while the record waits offline. */
  rewards: { points: number; diamonds: number; votes: number } | null;
  chapterProgress: number | null;
  /** Missions this play made claimable (minigame-finish's missions_completed). */
  missionsCompleted: string[];
}

export const state = proxy({
  session: loadSession(localStorage, Date.now()) as StoredSession | null,
  online: navigator.onLine,
  snackbars: { current: null, waiting: [] } as SnackbarState,
  lastResult: null as LastResult | null,
  accessibilityMode: false,
  /** Set when a 401 sent the student back to /login/. */
  sessionEnded: false,
  /** Feature flags from the server, evaluated for this student or device. */
  flags: {} as Flags,
});

export const snackbars = new SnackbarQueue();
snackbars.subscribe((s) => {
  state.snackbars = s;
});

export function signIn(user: Pick<UserAuth, keyof StoredSession>) {
  const session: StoredSession = {
    id: user.id,
    token: user.token,
    lastLogin: user.lastLogin,
    shouldRegister: user.shouldRegister,
  };
  saveSession(localStorage, session);
  markSignedIn(session.id);
  state.session = session;
  state.sessionEnded = false;
}

/**
 * Signs out: the server ends the session (or, `everywhere`, every session of the account) so a
 * copy of the token is useless, and this device forgets it at once. Offline, the server is not
 * reached; the token then ends with its 30 days, and Settings offers signing out everywhere.
 */
export function signOut(opts: { everywhere?: boolean } = {}) {
  const token = state.session?.token;
  if (token) {
    void api
      .post(
        'user',
        'auth/sign-out',
        { everywhere: opts.everywhere === true },
        { auth: false, retries: 0, headers: { token } },
      )
      .catch(() => undefined);
  }
  forgetSession();
}

/** Forgets the session on this device only (the server already refused it). */
function forgetSession() {
  clearSession(localStorage);
  forgetSignedInMark();
  showLargeText(false);
  state.session = null;
  // The service worker's copies of this student's reads must not serve the next one.
  if ('caches' in window) void caches.delete(API_CACHE).catch(() => undefined);
  void deleteAllPacks().catch(() => undefined);
  void deleteSyncSession().catch(() => undefined);
  forgetLastKnown();
}

/** Current token, re-checking the 30-day validity on every call. */
function currentToken(): string | null {
  // Past its 30 days: forgotten as at a sign-out, with the student's cached reads and downloads.
  if (state.session && !loadSession(localStorage, Date.now())) forgetSession();
  return state.session?.token ?? null;
}

let onUnauthorizedNavigate: (() => void) | null = null;
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorizedNavigate = fn;
}

export const api = createApiClient({
  baseUrl: config.apiBase,
  getToken: currentToken,
  fetch: (input, init) => (serverTransport() ?? fetch)(input, init),
  onUnauthorized: () => {
    forgetSession();
    state.sessionEnded = true;
    onUnauthorizedNavigate?.();
  },
});

export async function fetchUserInfo(): Promise<UserInfo> {
  return unwrap(await api.get<GetUserInfoResponse>('user', 'user/get-user-info'));
}

/** This device follows the student's preference: accessibility mode and its bigger text. */
function followPreference(preference: UserPreference): void {
  state.accessibilityMode = preference.accessibility_mode;
  showLargeText(preference.accessibility_mode);
}

export async function fetchPreference(): Promise<UserPreference> {
  const preference = unwrap(
    await api.get<GetUserPreferenceResponse>('user', 'user/get-user-preference'),
  );
  followPreference(preference);
  return preference;
}

export function setLastResult(result: LastResult): void {
  state.lastResult = result;
}

export async function savePreference(body: Partial<UserPreference>): Promise<UserPreference> {
  const preference = unwrap(
    await api.post<SetUserPreferenceResponse>('user', 'user/set-user-preference', body),
  );
  followPreference(preference);
  return preference;
}

// ---- Outbox of finish records (IndexedDB), flushed one at a time.
let outboxPromise: Promise<IdbOutboxStore> | null = null;
export function outbox(): Promise<IdbOutboxStore> {
  // A rejection, not a throw, where there is no IndexedDB (the server renderer): callers catch it.
  outboxPromise ??= Promise.resolve()
    .then(() => openWebEdDb())
    .then((db) => new IdbOutboxStore(db));
  return outboxPromise;
}

let flushing: Promise<FlushResult & { response: MinigameFinishResponse | null }> | null = null;

/** Sends what the outbox holds (never the running session); throws when offline. */
export function flush(
  runningSession: string | null = null,
): Promise<FlushResult & { response: MinigameFinishResponse | null }> {
  const run = async () => {
    let response: MinigameFinishResponse | null = null;
    const result = await flushOutbox(
      await outbox(),
      async (batch: FinishRecord[]) => {
        const answer = await api.minigameFinish(batch);
        response = answer;
        return answer;
      },
      runningSession,
    ).catch((error: unknown) => {
      void sendWhenOnline().catch(() => undefined);
      throw error;
    });
    return { ...result, response };
  };
  const next = (flushing ?? Promise.resolve()).catch(() => undefined).then(run);
  flushing = next;
  return next;
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/**
 * Where the browser has Background Sync: the service worker sends what waits (finish records,
 * analytics) when the connection returns, even with the app closed (src/worker/); it sends as
 * the student signed in now. Elsewhere the next open sends it, as the tick does.
 */
async function sendWhenOnline(): Promise<void> {
  const session = state.session;
  if (!session || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    SyncRegistration | undefined;
  // Signed out meanwhile: nothing is kept for the worker.
  if (!registration?.sync || state.session !== session) return;
  await writeSyncSession({ user_id: session.id, token: session.token });
  await registration.sync.register(SYNC_TAG);
}

/** Resolves once no send of the outbox is in flight (whatever its outcome). */
export async function outboxSettled(): Promise<void> {
  await flushing?.catch(() => undefined);
}
