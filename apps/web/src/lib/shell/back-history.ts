/**
 * The in-app back button's history (section 2): a list of routes for this browser session, home
 * first. Pages that must not be returned to are never recorded: routes with a faq category, the
 * missions-completed page, review-time, streak check, login, voting, utm parameters (campaign
 * landings) and a `cid` (a chapter being played or reviewed, whose flow has its own exit).
 *
 * Routes are stored as path + query without `version` and without the hash. Rules:
 * - Visiting home resets the history to just home.
 * - Visiting a route already in the history cuts the history back to it (no back-button loops
 *   between two pages).
 * - At most BACK_HISTORY_MAX routes; the oldest after home go first.
 * - `back(current)` forgets the current route and returns the one before it (home when there is
 *   none); that route stays recorded, so navigating to it records nothing new.
 *
 * Pure functions plus a small class that keeps the list in sessionStorage (injected).
 */
import { stripVersion } from './version-param';

export const HOME_ROUTE = '/home/';
export const BACK_HISTORY_KEY = 'back_history';
export const BACK_HISTORY_MAX = 30;

const PARSE_BASE = 'https://web-ed.invalid';

/** path + query, without version or hash; `/home` and `/home/` alike. */
export function normaliseRoute(route: string): string {
  const url = new URL(stripVersion(route), PARSE_BASE);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${path}${url.search}`;
}

export function isIgnoredRoute(route: string): boolean {
  const url = new URL(route, PARSE_BASE);
  const path = url.pathname.toLowerCase();
  const params = url.searchParams;
  if (path.startsWith('/faq') && params.has('category')) return true;
  if (path.startsWith('/missions/completed')) return true;
  if (path.includes('review-time')) return true;
  if (path.includes('streak/check')) return true;
  if (path.startsWith('/login')) return true;
  if (/\/vot(e|ing)/.test(path)) return true;
  if ([...params.keys()].some((key) => key.toLowerCase().startsWith('utm_'))) return true;
  if (params.has('cid')) return true;
  return false;
}

function isHome(route: string): boolean {
  return route === HOME_ROUTE || route === '/';
}

export function pushRoute(history: readonly string[], route: string): string[] {
  const next = normaliseRoute(route);
  if (isIgnoredRoute(next)) return [...history];
  if (isHome(next)) return [HOME_ROUTE];
  const base =
    history.length > 0 && history[0] === HOME_ROUTE ? [...history] : [HOME_ROUTE, ...history];
  const seen = base.indexOf(next);
  if (seen !== -1) return base.slice(0, seen + 1);
  base.push(next);
  if (base.length > BACK_HISTORY_MAX) base.splice(1, base.length - BACK_HISTORY_MAX);
  return base;
}

export function popBack(
  history: readonly string[],
  current: string,
): { target: string; history: string[] } {
  const routes = [...history];
  if (routes.at(-1) === normaliseRoute(current)) routes.pop();
  if (routes.length === 0) return { target: HOME_ROUTE, history: [HOME_ROUTE] };
  return { target: routes.at(-1) ?? HOME_ROUTE, history: routes };
}

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export class BackHistory {
  private history: string[];

  /** `storage`: sessionStorage in the app (per tab, per session); none keeps it in memory. */
  constructor(
    private readonly storage: SessionStore | null = null,
    private readonly key: string = BACK_HISTORY_KEY,
  ) {
    this.history = this.load();
  }

  get routes(): readonly string[] {
    return this.history;
  }

  /** Record a navigation (call on every route change). */
  push(route: string): void {
    this.save(pushRoute(this.history, route));
  }

  /** Where the back button goes from `current` (with version already stripped or not). */
  back(current: string): string {
    const { target, history } = popBack(this.history, current);
    this.save(history);
    return target;
  }

  reset(): void {
    this.save([HOME_ROUTE]);
  }

  private load(): string[] {
    try {
      const raw = this.storage?.getItem(this.key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (
        Array.isArray(parsed) &&
        parsed.length > 0 &&
        parsed.every((r) => typeof r === 'string') &&
        parsed[0] === HOME_ROUTE
      ) {
        return parsed as string[];
      }
    } catch {
      // Unreadable: start again from home.
    }
    return [HOME_ROUTE];
  }

  private save(history: string[]): void {
    this.history = history;
    try {
      this.storage?.setItem(this.key, JSON.stringify(history));
    } catch {
      // Storage full or disabled (private mode): the in-memory history still works.
    }
  }
}

/**
 * How the in-app back button reaches `target`: by the browser's own back when the entry before
 * this one is that route (so the browser's back and forward keep the path the student walked),
 * else by replacing this entry (so the browser's back never returns to the page just left).
 */
export function backMove(target: string, previousEntry: string | null): 'history' | 'replace' {
  return previousEntry !== null && normaliseRoute(previousEntry) === normaliseRoute(target)
    ? 'history'
    : 'replace';
}
