/**
 * The app's background services, started once at start-up (section 4): the server clock, the
 * version checks, the feature flags (maintenance among them), the data meter and the
 * periodic tick that sends finish records and analytics and keeps the study buddy's session
 * alive, and the key shared chapters are checked with. Notifications join the tick with the notification centre. Every rule lives in lib/shell;
 * this file only connects them to the browser, the API and the store.
 */
import { CHAT_PATH } from '@web-ed/api-client';
import { TICK_MS } from '@web-ed/engine';
import {
  analyticsTask,
  atMostEvery,
  startServerClock,
  startTick,
  startVersionChecks,
  withVersion,
} from '../lib/shell';
import { startFeatureFlags } from './flags/start-flags';
import { eventQueue } from './analytics';
import { fetchNotifications } from '../features/notifications';
import { setServerClock } from '../lib/server-time';
import { api, flush, snackbars, state } from '../lib/store';
import { startDataMeter } from '../lib/data-meter';
import { rememberPackKey } from '../features/share';

export async function startRuntime(
  currentLang: () => string,
  onLangChange: (listener: () => void) => () => void,
): Promise<() => void> {
  const clock = startServerClock({
    fetchServerTime: async () => (await api.getServerTime({ retries: 0 })).data.server_time,
  });
  setServerClock(clock);

  const versions = startVersionChecks({
    fetchVersion: async () => (await api.getVersion({ retries: 0 })).version,
    reload: (version) => {
      snackbars.show({ message: 'updating' });
      window.location.replace(withVersion(window.location.href, { version }));
    },
    storage: localStorage,
  });

  const stopFlags = startFeatureFlags(currentLang, onLangChange);
  const meter = startDataMeter(() => Date.now());

  const queue = await eventQueue();
  const tick = startTick({
    hasUser: () => state.session !== null && navigator.onLine,
    runImmediately: true,
    tasks: [
      { name: 'outbox', run: () => flush() },
      analyticsTask(queue, (events) => api.setEventHistory(events, { retries: 0 })),
      atMostEvery(
        {
          name: 'chat',
          run: () => api.post('learning', CHAT_PATH.refreshSession, {}, { retries: 0 }),
        },
        TICK_MS / 2,
        localStorage,
        () => Date.now(),
      ),
      { name: 'notifications', run: () => fetchNotifications(currentLang()) },
    ],
  });

  // Once a device, when the page is idle (no sign-in needed): shared chapter files are checked
  // with the server's key offline (features/share).
  const packKey = () => void rememberPackKey().catch(() => undefined);
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  if (navigator.onLine) idle(packKey);

  const online = () => {
    state.online = navigator.onLine;
    if (navigator.onLine) {
      packKey();
      void tick.runNow();
      if (!clock.synced) void clock.sync();
    }
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', online);

  return () => {
    clock.stop();
    setServerClock(null);
    versions.stop();
    meter();
    tick.stop();
    stopFlags();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', online);
  };
}
