/**
 * React's binding of the app's strings:
 *
 *     <I18nProvider i18n={i18n}><App /></I18nProvider>
 *     const { t, i18n } = useTranslation('home');   // t('greeting', { name }), t('nav:home')
 *
 * A component whose namespaces the language has not loaded yet suspends until its pack has come
 * (the nearest Suspense boundary shows meanwhile), so no screen paints its keys; every change of
 * language or strings renders the components that read them again, as a transition: newer
 * strings arriving while the server's page hydrates must not make React draw it anew.
 */
import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { I18n, TFunction } from './create';
import { DEFAULT_NAMESPACE, type Namespace } from './namespaces';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The strings' version, followed in transitions. */
function useVersion(i18n: I18n): number {
  const [version, setVersion] = useState(i18n.version);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(i18n.version));
    update();
    return i18n.subscribe(update);
  }, [i18n]);
  return version;
}

/** `t` reads the first namespace for keys without `namespace:`. */
export function useTranslation(ns: Namespace | readonly Namespace[] = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const version = useVersion(i18n);
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const pending = i18n.ready(namespaces);
  if (pending) use(pending);
  const first = namespaces[0] ?? DEFAULT_NAMESPACE;
  // A new `t` on every change, so memoised children that take it render the new words.
  const t = useMemo(() => i18n.fixedT(first), [i18n, first, version]);
  return { t, i18n };
}
