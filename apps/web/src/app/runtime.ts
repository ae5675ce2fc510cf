/**
 * The app's background services, started once at start-up (section 4): the server clock, the
 * version checks, the feature flags (OpenFeature; maintenance among them) and the periodic tick that sends
 * finish records and analytics and keeps the study buddy's session alive. Notifications join the
 * tick with the notification centre. Every rule lives in ../shell; this file only connects them to the
 * browser, the API and the store.
 */
import { CHAT_PATH } from '@web-ed/api-client';
import {
  analyticsTask,
  startServerClock,
  startTick,
  startVersionChecks,
  withVersion,
  type ServerClock,
} from '../shell';
import { startFeatureFlags } from '../flags/start-flags';
import { eventQueue } from './analytics';
import { fetchNotifications } from './notifications-data';
import { api, flush, snackbars, state } from './store';

export let clock: ServerClock | null = null;

/** Server time if known, else the device's (scoring and streaks use the server's day). */
export function serverNow(): number {
  return clock?.now() ?? Date.now();
}

export async function startRuntime(
  currentLang: () => string,
  onLangChange: (listener: () => void) => () => void,
): Promise<() => void> {
  clock = startServerClock({
    fetchServerTime: async () => (await api.getServerTime({ retries: 0 })).data.server_time,
  });

  const versions = startVersionChecks({
    fetchVersion: async () => (await api.getVersion({ retries: 0 })).version,
    reload: (version) => {
      snackbars.show({ message: 'updating' });
      window.location.replace(withVersion(window.location.href, { version }));
    },
    storage: localStorage,
  });

  const flags = startFeatureFlags(currentLang, onLangChange).catch(() => null);

  const queue = await eventQueue();
  const tick = startTick({
    hasUser: () => state.session !== null && navigator.onLine,
    runImmediately: true,
    tasks: [
      { name: 'outbox', run: () => flush() },
      analyticsTask(queue, (events) => api.setEventHistory(events, { retries: 0 })),
      {
        name: 'chat',
        run: () => api.post('learning', CHAT_PATH.refreshSession, {}, { retries: 0 }),
      },
      { name: 'notifications', run: () => fetchNotifications(currentLang()) },
    ],
  });

  const online = () => {
    state.online = navigator.onLine;
    if (navigator.onLine) {
      void tick.runNow();
      if (clock && !clock.synced) void clock.sync();
    }
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', online);

  return () => {
    clock?.stop();
    clock = null;
    versions.stop();
    tick.stop();
    void flags.then((stop) => stop?.());
    window.removeEventListener('online', online);
    window.removeEventListener('offline', online);
  };
}
