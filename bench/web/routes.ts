/**
 * The student routes whose first-load JS is weighed (bench/web/run.ts, and against the budgets
 * in apps/web/e2e/budgets.spec.ts), each visited by whom it is for: a signed-out visitor, a
 * newcomer signed in but not onboarded, or an onboarded student. One route per screen module of
 * the features' route modules (apps/web/src/features/<feature>/routes.ts): the routes that share
 * a module (the voting pages, the community pages…) load the same code, and the routes that need
 * a record to show (a vote, a post) are weighed through the module's list page.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { firstLoadJs, type JsWeight } from './first-load-js';
import { firstChapterId, onboard, signedInCookies, signIn, type StoredSession } from './server';

export const SUBJECT = 101; // Everyday English, seeded from content-fixtures/english-everyday

/** The pages Lighthouse runs on. */
export const LIGHTHOUSE_PAGES = ['/home/', '/learn/', '/leaderboard/'] as const;

/** The first question's options on /learn/: its minigame's view has loaded. */
export const PLAYING = '.player__stage [role="radio"], .player__stage [role="checkbox"]';

export type Visitor = 'visitor' | 'newcomer' | 'student';

export interface StudentRoute {
  route: string;
  as: Visitor;
  /** What shows once the screen has its content, when a level-1 heading comes earlier. */
  ready?: string;
}

export const ROUTES: readonly StudentRoute[] = [
  { route: '/', as: 'visitor' },
  { route: '/login/register/', as: 'newcomer' },
  { route: '/onboarding/', as: 'newcomer' },
  { route: '/home/', as: 'student' },
  { route: '/subject/', as: 'student' },
  { route: '/courses/', as: 'student', ready: '.chapter' },
  { route: '/learn/', as: 'student', ready: PLAYING },
  { route: '/result/', as: 'student' },
  { route: '/skill-check/', as: 'student' },
  { route: '/skill-check/result/', as: 'student' },
  { route: '/chat-buddy/', as: 'student' },
  { route: '/missions/', as: 'student' },
  { route: '/streak/', as: 'student' },
  { route: '/leaderboard/', as: 'student' },
  { route: '/profile/', as: 'student' },
  { route: '/shop/', as: 'student' },
  { route: '/notification/', as: 'student' },
  { route: '/notification/permission/', as: 'student' },
  { route: '/my-program/', as: 'student' },
  { route: '/survey/', as: 'student' },
  { route: '/certificates/', as: 'student' },
  { route: '/faq/', as: 'student' },
  { route: '/learnalytics/', as: 'student' },
  { route: '/community/', as: 'student' },
  { route: '/voting/', as: 'student' },
  { route: '/ecopower/', as: 'student' },
  { route: '/math/', as: 'student' },
  { route: '/play/', as: 'student' },
  { route: '/settings/', as: 'student' },
  { route: '/coming-soon/', as: 'student' },
];

/** Who visits, on one running server. */
export interface Visitors {
  origin: string;
  sessions: Record<Visitor, StoredSession | null>;
  chapterId: number;
}

/** Signs in a newcomer and an onboarded student (in SUBJECT) through the API. */
export async function visitors(origin: string, tag: string): Promise<Visitors> {
  const stamp = `${tag}${Date.now() % 1_000_000}`;
  const student = await onboard(origin, await signIn(origin, stamp), `siswa${stamp}`, SUBJECT);
  const newcomer = await signIn(origin, `new${stamp}`);
  const chapterId = await firstChapterId(origin, student, SUBJECT);
  return { origin, sessions: { visitor: null, newcomer, student }, chapterId };
}

/** The URL path of a route, with the query its screen needs to show real content. */
export function pathOf(route: string, v: Visitors): string {
  if (route === '/courses/') return `/courses/?sid=${SUBJECT}`;
  if (route === '/learn/') return `/learn/?sid=${SUBJECT}&cid=${v.chapterId}&source=courses`;
  return route;
}

/**
 * A 360 x 740 context on `origin`, signed in as `session` (or signed out): the session where the
 * app keeps it, and the cookies its sign-in leaves.
 */
export async function contextFor(
  browser: Browser,
  origin: string,
  session: StoredSession | null,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers,
  });
  if (session) {
    // Only when absent, so what the app writes later (e.g. after onboarding) is kept.
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
      },
      ['web_ed_user', JSON.stringify(session)],
    );
    await context.addCookies([...signedInCookies(origin, session)]);
  }
  return context;
}

export interface RouteJs extends JsWeight {
  route: string;
  /** How the server's render of an earlier visit fell back, when it did (and this is a second). */
  fellBack?: string;
}

/** First-load JS of every route, each in its own fresh context, `concurrency` at a time. */
export async function weighRoutes(
  browser: Browser,
  v: Visitors,
  concurrency = 1,
): Promise<RouteJs[]> {
  const out = new Array<RouteJs>(ROUTES.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ROUTES.length; i = next++) {
      const { route, as, ready } = ROUTES[i]!;
      // A first visit loads the same scripts either way; the worker's precache (2 MB) is not
      // part of it and would only slow the run down.
      const visit = async () => {
        const context = await contextFor(browser, v.origin, v.sessions[as], 'block');
        try {
          return await firstLoadJs(context, v.origin, pathOf(route, v), ready);
        } finally {
          await context.close();
        }
      };
      // A render that timed out or failed (a busy machine) weighs the browser's fallback, not
      // the page: weighed again, and said.
      const first = await visit();
      out[i] =
        first.render === 'failed' || first.render === 'timeout'
          ? { route, ...(await visit()), fellBack: first.render }
          : { route, ...first };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}
