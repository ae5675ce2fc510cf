/**
 * Starts OpenFeature with the web-ed provider, loaded after the first screen (the SDK is not on
 * the start-up path). The evaluation context follows the student: their id once signed in (the
 * server adds country and language), else the device's pseudo user id and the app language.
 * The store's `flags` mirror the provider's answers, so the maintenance screen re-renders on a
 * change within the 10 s refresh.
 */
import { subscribeKey } from 'valtio/utils';
import type { DataFlagsResponse } from '@web-ed/schemas/api';
import type { EvaluationContext } from '@openfeature/web-sdk';
import { track } from '../analytics';
import { api, state } from '../../lib/store';
import { getPseudoUserId } from '../../lib/shell';

export async function startFeatureFlags(
  currentLang: () => string,
  onLangChange: (listener: () => void) => () => void,
): Promise<() => Promise<void>> {
  const [{ OpenFeature, ProviderEvents }, { WebEdFlagProvider }] = await Promise.all([
    import('@openfeature/web-sdk'),
    import('./web-ed-flag-provider'),
  ]);
  const context = (): EvaluationContext => ({
    targetingKey: state.session?.id ?? String(getPseudoUserId(localStorage, Math.random)),
    lang: currentLang(),
  });
  const provider = new WebEdFlagProvider({
    fetchFlags: async (ctx, signal) => {
      if (document.visibilityState === 'hidden' || !navigator.onLine) throw new Error('idle');
      const signedIn = state.session !== null;
      const answer = await api.request<DataFlagsResponse>('GET', '/data/flags.json', {
        query: signedIn
          ? { lang: String(ctx['lang'] ?? '') }
          : { uid: ctx.targetingKey, lang: String(ctx['lang'] ?? '') },
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
    state.flags = provider.snapshot;
  };
  OpenFeature.addHandler(ProviderEvents.Ready, mirror);
  OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, mirror);
  await OpenFeature.setContext(context());
  await OpenFeature.setProviderAndWait(provider);
  mirror();
  const follow = () => void OpenFeature.setContext(context()).then(mirror);
  const stopSession = subscribeKey(state, 'session', follow);
  const stopLang = onLangChange(follow);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void provider.refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  return async () => {
    stopSession();
    stopLang();
    document.removeEventListener('visibilitychange', onVisible);
    OpenFeature.removeHandler(ProviderEvents.Ready, mirror);
    OpenFeature.removeHandler(ProviderEvents.ConfigurationChanged, mirror);
    await OpenFeature.close();
  };
}
