/**
 * Starts the feature flags (./flag-client.ts), after the first screen. Who they are evaluated for
 * follows the student: their id once signed in (the server adds country and language), else the
 * device's pseudo user id and the app language. The store's `flags` mirror the answers, so the
 * maintenance screen re-renders on a change within the 10 s refresh; the maintenance flag is read
 * (exposed) each time its answer comes or changes.
 */
import { subscribeKey } from 'valtio/utils';
import type { DataFlagsResponse } from '@web-ed/schemas/api';
import { track } from '../analytics';
import { api, state } from '../../lib/store';
import { getPseudoUserId, MAINTENANCE_FLAG } from '../../lib/shell';
import { FlagClient, type FlagContext } from './flag-client';

export function startFeatureFlags(
  currentLang: () => string,
  onLangChange: (listener: () => void) => () => void,
): () => void {
  const context = (): FlagContext => ({
    targetingKey: state.session?.id ?? String(getPseudoUserId(localStorage, Math.random)),
    lang: currentLang(),
  });
  const client = new FlagClient({
    fetchFlags: async (ctx, signal) => {
      if (document.visibilityState === 'hidden' || !navigator.onLine) throw new Error('idle');
      const signedIn = state.session !== null;
      const answer = await api.request<DataFlagsResponse>('GET', '/data/flags.json', {
        query: signedIn ? { lang: ctx.lang } : { uid: ctx.targetingKey, lang: ctx.lang },
        retries: 0,
        cache: 'no-store',
        signal,
      });
      return answer.flags;
    },
    onExposures: (exposures) => {
      for (const e of exposures) {
        void track(
          'feature_flag_exposure',
          'feature_flags',
          { flag: e.flag, enabled: e.enabled, flag_session: e.session },
          currentLang() as Parameters<typeof track>[3],
          Date.now(),
        );
      }
    },
  });
  const mirror = () => {
    client.read(MAINTENANCE_FLAG);
    state.flags = client.snapshot;
  };
  const stopChanges = client.onChange(mirror);
  void client.start(context()).then(mirror);
  const follow = () => void client.setContext(context());
  const stopSession = subscribeKey(state, 'session', follow);
  const stopLang = onLangChange(follow);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void client.refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopSession();
    stopLang();
    stopChanges();
    document.removeEventListener('visibilitychange', onVisible);
    client.stop();
  };
}
