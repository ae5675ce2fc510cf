/**
 * The app's router: wouter (3 KB gzip, where react-router-dom was 13.5 KB of every first load)
 * with the few hooks and parts the screens use, in the shapes they are written for: a location
 * object, `navigate(to, { replace, state })` and `navigate(-1)`, search parameters, `<Navigate>`.
 *
 * Every history entry the app makes carries its index (`idx`), as react-router's did: the in-app
 * back (lib/back.ts) compares the entry before this one with where it wants to go. What a
 * navigation passes as `state` rides beside it (`usr`).
 *
 * The location reaches the screens from the root, as a transition, as react-router's did, not
 * from wouter's synchronous store: a URL change while the server's page is still hydrating (the
 * version parameter's fix at start) must not make React drop the server's elements and draw them
 * anew, nor a part that hydrates late read another URL than the rest.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { parse } from 'regexparam';
import {
  matchRoute,
  Router as WouterRouter,
  useLocation as useWouterLocation,
  useSearch,
  type BaseLocationHook,
} from 'wouter';
import { navigate as navigateBrowser } from 'wouter/use-browser-location';

export { Route, Switch, useParams } from 'wouter';

export interface Location {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
  hash: string;
  /** What the navigation here passed as `state` (null on a fresh load). */
  state: unknown;
}

export type NavigateFunction = (
  to: string | number,
  options?: { replace?: boolean; state?: unknown },
) => void;

interface Entry {
  idx: number;
  usr?: unknown;
}

const inBrowser = typeof history !== 'undefined';

function entry(): Entry | null {
  const state = (inBrowser ? history.state : null) as Partial<Entry> | null;
  return typeof state?.idx === 'number' ? (state as Entry) : null;
}

/** The index of this tab's current history entry, or null before the app numbered it. */
export function entryIndex(): number | null {
  return entry()?.idx ?? null;
}

// The page's first entry is number 0, keeping what state it had.
if (inBrowser && entry() === null)
  history.replaceState({ idx: 0, usr: history.state as unknown }, '');

/** The state of the next entry: one after this one, or this one's number again when replacing. */
function nextEntry(replace: boolean | undefined, state: unknown): Entry {
  const idx = entryIndex() ?? 0;
  return { idx: replace ? idx : idx + 1, usr: state };
}

/** What changes the URL: back and forward, and pushState/replaceState (wouter dispatches these). */
const URL_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/** The location as the screens see it: the URL's path and query, and the entry's state. */
interface Place {
  path: string;
  /** With its `?`, or empty. */
  search: string;
  state: unknown;
}

const here = (): Place => ({
  path: location.pathname,
  search: location.search,
  state: entry()?.usr ?? null,
});

function placeOf(url: string): Place {
  const { pathname, search } = new URL(url, 'http://page');
  return { path: pathname, search, state: null };
}

const PlaceContext = createContext<Place>({ path: '/', search: '', state: null });

/**
 * One place for the whole tree, changed at the root in a transition: a part that hydrates late
 * reads the same place as the rest did, never a URL changed since.
 */
function BrowserPlace({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(here);
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setPlace((shown) => {
          const next = here();
          const same =
            next.path === shown.path && next.search === shown.search && next.state === shown.state;
          return same ? shown : next;
        }),
      );
    update();
    for (const event of URL_EVENTS) addEventListener(event, update);
    return () => {
      for (const event of URL_EVENTS) removeEventListener(event, update);
    };
  }, []);
  return <PlaceContext value={place}>{children}</PlaceContext>;
}

function usePlaceSearch(): string {
  return useContext(PlaceContext).search;
}

const usePlace: BaseLocationHook = () => [useContext(PlaceContext).path, navigateBrowser];
usePlace.searchHook = usePlaceSearch;

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const { state } = useContext(PlaceContext);
  const hash = inBrowser ? window.location.hash : '';
  return useMemo(
    () => ({ pathname, search: search ? `?${search}` : '', hash, state }),
    [pathname, search, hash, state],
  );
}

export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else
        navigate(to, {
          replace: options.replace,
          state: nextEntry(options.replace, options.state),
        });
    },
    [navigate],
  );
}

type SetSearchParams = (
  next: URLSearchParams | Record<string, string>,
  options?: { replace?: boolean },
) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

/**
 * Goes to `to` once rendered (in the browser: the server's render shows nothing here). An effect,
 * not a layout effect, so the URL fixes of the components before it (the version parameter) have
 * been made first.
 */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  /** Given to the screen it opens (its location's `state`). */
  state?: unknown;
};

/**
 * An in-app link: a plain click moves within the app; a click with a modifier, another button or
 * another target is the browser's (a new tab, a download).
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const own = !anchor.target || anchor.target === '_self';
        const plain = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
        if (event.defaultPrevented || event.button !== 0 || !own || !plain) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** The router of the browser, or of the server's render (and tests') at `url`, path and query. */
export function AppRouter({ url, children }: { url?: string; children: ReactNode }) {
  const router = <WouterRouter hook={usePlace}>{children}</WouterRouter>;
  if (url !== undefined) return <PlaceContext value={placeOf(url)}>{router}</PlaceContext>;
  return <BrowserPlace>{router}</BrowserPlace>;
}

/** The parameters of `path` (`/ecopower/quiz/:id/`) in `pathname`, or null; as the router matches. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const [matches, params] = matchRoute(parse, path, pathname);
  if (!matches) return null;
  return Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, string] => !/^\d+$/.test(entry[0]) && entry[1] !== undefined,
    ),
  );
}
