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

interface Strings {
  i18n: I18n;
  /** The strings' version the tree renders: one subscription, followed in transitions. */
  version: number;
}

const I18nContext = createContext<Strings | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [version, setVersion] = useState(i18n.version);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(i18n.version));
    update();
    return i18n.subscribe(update);
  }, [i18n]);
  const strings = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <I18nContext value={strings}>{children}</I18nContext>;
}

/** `t` reads the first namespace for keys without `namespace:`. */
export function useTranslation(ns: Namespace | readonly Namespace[] = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: I18n;
} {
  const strings = useContext(I18nContext);
  if (!strings) throw new Error('useTranslation needs an I18nProvider above it');
  const { i18n, version } = strings;
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const pending = i18n.ready(namespaces);
  if (pending) use(pending);
  const first = namespaces[0] ?? DEFAULT_NAMESPACE;
  // A new `t` on every change, so memoised children that take it render the new words.
  const t = useMemo(() => i18n.fixedT(first), [i18n, first, version]);
  return { t, i18n };
}
