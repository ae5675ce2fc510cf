/**
 * Mission behaviours (section 5: "not resent if the same page route or button id was already
 * recorded"): page visits and the four button ids are sent to mission/mission-behavior once; the
 * server's `resend_after` (the student's next local midnight) is remembered per key in
 * localStorage, and the key is not sent again before it. Also sends the device's IANA time zone
 * once per student and zone (user/set-time-zone).
 */
import { unwrap } from '@web-ed/api-client';
import type { MissionBehaviorResponse } from '@web-ed/schemas/api';
import { deviceTimeZone, zoneOffsets } from './time-zone';

export type ButtonId = 'contact_us_setting' | 'ed_icon_home' | 'shop_explore' | 'chat_buddy_submit';

export const BEHAVIOR_STORE_KEY = 'web_ed_mission_behavior';
export const TIME_ZONE_STORE_KEY = 'web_ed_time_zone_sent';

type Remembered = Record<string, number>;

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** `/Profile/` and `/profile` are one route: lower case, no trailing slash (the server's rule). */
export function normaliseRoute(route: string): string {
  const lower = route.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

export function behaviourKey(b: { page_route: string } | { button_id: ButtonId }): string {
  return 'page_route' in b ? `page:${normaliseRoute(b.page_route)}` : `button:${b.button_id}`;
}

/** Only routes the server accepts (letters, digits, `/_-`, at most 100 characters). */
export function isSendableRoute(route: string): boolean {
  return /^\/[A-Za-z0-9/_-]*$/.test(route) && route.length <= 100;
}

function read(store: KeyValueStore, owner: string): Remembered {
  try {
    const all = JSON.parse(store.getItem(BEHAVIOR_STORE_KEY) ?? '{}') as Record<string, Remembered>;
    return all[owner] ?? {};
  } catch {
    return {};
  }
}

/** Whether `key` must be sent now: never recorded, or its `resend_after` has passed. */
export function needsSending(
  store: KeyValueStore,
  owner: string,
  key: string,
  now: number,
): boolean {
  const until = read(store, owner)[key];
  return until === undefined || now >= until;
}

/** Remembers the recorded keys until `resendAfter`, dropping expired ones (one owner kept). */
export function remember(
  store: KeyValueStore,
  owner: string,
  keys: readonly string[],
  resendAfter: number,
  now: number,
): void {
  const mine = Object.fromEntries(
    Object.entries(read(store, owner)).filter(([, until]) => until > now),
  );
  for (const key of keys) mine[key] = resendAfter;
  store.setItem(BEHAVIOR_STORE_KEY, JSON.stringify({ [owner]: mine }));
}

const inFlight = new Set<string>();

/** The app's store, loaded on first use (the rules above run without a browser). */
const store = () => import('./store');

async function send(body: { page_route: string } | { button_id: ButtonId }): Promise<void> {
  const { api, snackbars, state } = await store();
  const owner = state.session?.id;
  if (!owner) return;
  const key = behaviourKey(body);
  const now = Date.now();
  if (inFlight.has(key) || !needsSending(localStorage, owner, key, now)) return;
  inFlight.add(key);
  try {
    const answer = unwrap(
      await api.post<MissionBehaviorResponse>('mission', 'mission/mission-behavior', body, {
        retries: 0,
      }),
    );
    // No resend_after (null): nothing holds a resend back, so nothing is remembered.
    if (answer.resend_after !== null)
      remember(
        localStorage,
        owner,
        answer.recorded.map((r) => r.key),
        answer.resend_after,
        Date.now(),
      );
    if (answer.missions_completed.length > 0) {
      snackbars.show({ message: 'missions:missionReady', type: 'success' });
    }
  } catch {
    // Offline or refused: not remembered, so the next visit or press sends it again.
  } finally {
    inFlight.delete(key);
  }
}

/** A button of the spec was pressed (contact_us_setting, ed_icon_home, shop_explore, chat_buddy_submit). */
export function sendButton(buttonId: ButtonId): void {
  void send({ button_id: buttonId });
}

/** A page was shown to a signed-in student. */
export function sendPage(pathname: string): void {
  if (!isSendableRoute(pathname)) return;
  void send({ page_route: pathname });
}

/**
 * Sends the device's IANA time zone once per student and zone (periods are in the student's
 * zone). A device whose offsets have not moved since it last sent is not asked its zone again:
 * the same offsets are the same midnights (docs/decisions.md).
 */
export async function sendTimeZone(kv: KeyValueStore = localStorage): Promise<void> {
  const { api, state } = await store();
  const owner = state.session?.id;
  if (!owner) return;
  const mark = `${owner}:${zoneOffsets(new Date())}`;
  if (kv.getItem(TIME_ZONE_STORE_KEY) === mark) return;
  const zone = await deviceTimeZone();
  if (!zone) return;
  try {
    await api.post('user', 'user/set-time-zone', { time_zone: zone }, { retries: 0 });
    kv.setItem(TIME_ZONE_STORE_KEY, mark);
  } catch (error) {
    // 429 time_zone_change_too_soon: the server keeps the zone for now; do not ask again.
    if ((error as { status?: number }).status === 429) kv.setItem(TIME_ZONE_STORE_KEY, mark);
  }
}
