/**
 * Which view the sandbox shows and which fixture the editor holds, kept in the URL (`?view=`,
 * `?fixture=`) so an author can share or reload exactly what they see, and Back works.
 */
import { useEffect, useState } from 'react';

export const VIEWS = ['editor', 'fixtures', 'import', 'plugins'] as const;
export type SandboxView = (typeof VIEWS)[number];

export interface SandboxRoute {
  view: SandboxView;
  /** Path under content-fixtures/, or "" for none. */
  fixture: string;
}

const isView = (v: string | null): v is SandboxView => VIEWS.includes(v as SandboxView);

export function parseRoute(search: string): SandboxRoute {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  return { view: isView(view) ? view : 'editor', fixture: params.get('fixture') ?? '' };
}

/** The query string of a route; the editor, the default view, is left out. */
export function routeSearch(route: SandboxRoute): string {
  const params = new URLSearchParams();
  if (route.view !== 'editor') params.set('view', route.view);
  if (route.fixture) params.set('fixture', route.fixture);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The current route and a way to change it: a new view is a new history entry (Back returns), a
 * new fixture replaces the entry (picking fixtures is not navigation).
 */
export function useSandboxRoute(): [SandboxRoute, (next: Partial<SandboxRoute>) => void] {
  const [route, setRoute] = useState(() => parseRoute(window.location.search));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (next: Partial<SandboxRoute>) => {
    const target = { ...route, ...next };
    const url = `${window.location.pathname}${routeSearch(target)}${window.location.hash}`;
    if (target.view !== route.view) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setRoute(target);
  };
  return [route, navigate];
}
