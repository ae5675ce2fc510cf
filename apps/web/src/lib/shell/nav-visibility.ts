/**
 * When the side navigation is hidden (section 2): on iOS mobile, with no signed-in user, and on
 * onboarding, login, the courses page with a selected course, home, and the vote detail page when
 * a vote id and link are stored (the student came from a shared vote link and sees the vote on
 * its own).
 */

export interface NavContext {
  userAgent: string;
  /**
   * `navigator.maxTouchPoints`: iPadOS asks for desktop sites with a Mac user agent, and only
   * the touch points tell it apart from a Mac.
   */
  maxTouchPoints?: number;
  hasUser: boolean;
  pathname: string;
  search: string | URLSearchParams;
  /** The vote id and link stored when the student opened a shared vote. */
  storedVote?: { id?: string | number | null; link?: string | null } | null;
}

/** iPhone, iPod, iPad, and iPadOS in desktop mode (Mac user agent with a touch screen). */
export function isIosMobile(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPod|iPad/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** `/courses` and `/courses/` are the same route; compare paths with one trailing slash. */
export function routePath(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

function startsWithRoute(pathname: string, route: string): boolean {
  return routePath(pathname).startsWith(route);
}

export function isSideNavHidden(ctx: NavContext): boolean {
  if (isIosMobile(ctx.userAgent, ctx.maxTouchPoints)) return true;
  if (!ctx.hasUser) return true;
  const path = routePath(ctx.pathname);
  const params = typeof ctx.search === 'string' ? new URLSearchParams(ctx.search) : ctx.search;
  if (startsWithRoute(path, '/onboarding/') || startsWithRoute(path, '/login/')) return true;
  if (path === '/' || path === '/home/') return true;
  if (path === '/courses/' && (params.get('selected_course') ?? '') !== '') return true;
  if (path === '/voting/detail/') {
    const vote = ctx.storedVote;
    const hasId = vote?.id !== undefined && vote.id !== null && String(vote.id) !== '';
    if (hasId && typeof vote?.link === 'string' && vote.link !== '') return true;
  }
  return false;
}
