/**
 * The in-app back button: the tab's back-route history (section 2), kept in sessionStorage (see
 * lib/shell/back-history), walked with the browser's own history where the two agree.
 */
import { useCallback } from 'react';
import { entryIndex, useLocation, useNavigate, type NavigateFunction } from './router';
import { BackHistory, backMove, withVersion } from './shell';

export const backHistory = new BackHistory(sessionStorage);

/** The route of each browser history entry of this page load, by the router's entry index. */
const entries = new Map<number, string>();

/** Records a navigation (call on every route change). */
export function recordRoute(route: string): void {
  backHistory.push(route);
  const idx = entryIndex();
  if (idx !== null) entries.set(idx, route);
}

/** Goes back from `current`, without adding a browser history entry. */
export function goBack(current: string, navigate: NavigateFunction): void {
  const target = backHistory.back(current);
  const idx = entryIndex();
  const previous = idx !== null && idx > 0 ? (entries.get(idx - 1) ?? null) : null;
  if (backMove(target, previous) === 'history') void navigate(-1);
  else void navigate(withVersion(target), { replace: true });
}

/** The in-app back of the screen on show. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => goBack(pathname + search, navigate), [navigate, pathname, search]);
}
