/**
 * The router: every route of section 2 (built screens, "coming soon" for the rest, /404/ for
 * unknown paths), the version parameter on every page URL, the sign-in guard and the 401 handler.
 */
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { AppRouter, Navigate, Route, Switch, useLocation, useNavigate } from '../lib/router';
import { useSnapshot } from 'valtio';
import type { Lang } from '@web-ed/i18n';
import {
  afterFirstPaint,
  convertHashLink,
  maintenanceFrom,
  normaliseUrl,
  routePath,
  withVersion,
} from '../lib/shell';
import { recordRoute } from '../lib/back';
import { track } from './analytics';
import { Skeleton } from '../lib/chrome';
import { Layout } from './layout';
import { StartupDialogs } from './startup-dialogs/startup-dialogs';
import { sendPage, sendTimeZone } from '../lib/mission-behavior';
import { PATH } from '../lib/paths';
import { ROUTES, type ScreenId } from './routes';
import { serverNow } from '../lib/server-time';
import { startRuntime } from './runtime';
import { flush, setUnauthorizedHandler, state } from '../lib/store';
import { RouteErrorBoundary } from './monitoring/route-error-boundary';
import { Maintenance } from '../features/status';
import { useRouteShell } from './route-shell';

/** Each route's screen, loaded with its own chunk the first time the route is shown. */
const SCREENS = Object.fromEntries(
  ROUTES.map((r) => [r.id, lazy(() => r.screen().then((screen) => ({ default: screen })))]),
) as Record<ScreenId, LazyExoticComponent<ComponentType>>;

function Guarded({ screen, auth }: { screen: ScreenId; auth: boolean }) {
  const snap = useSnapshot(state);
  const { pathname } = useLocation();
  const Screen = SCREENS[screen];
  if (auth && !snap.session) return <Navigate to={PATH.login} replace />;
  return (
    <RouteErrorBoundary key={pathname} route={pathname}>
      <Screen />
      <ScreenLive />
    </RouteErrorBoundary>
  );
}

/**
 * The page the server rendered comes inert (apps/server/src/routes/web-render.ts): a tap before
 * the screen is hydrated would be lost, or follow a link the app handles itself. Once a screen
 * has rendered in the browser, it is live.
 */
function ScreenLive() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

/** Replaces the URL when its version parameter is missing or wrong (not on login/token URLs). */
function VersionParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const current = `${location.pathname}${location.search}${location.hash}`;
    // Old hash links (#/faq/…, #/learn/…, #/courses/…) first, then the version parameter.
    const unhashed = location.hash ? convertHashLink(current) : null;
    if (unhashed !== null) {
      navigate(withVersion(unhashed), { replace: true });
      return;
    }
    const fixed = normaliseUrl(current);
    if (fixed !== null) navigate(fixed, { replace: true, state: location.state as unknown });
    else recordRoute(`${location.pathname}${location.search}`);
  }, [location, navigate]);
  return null;
}

function Background() {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const snap = useSnapshot(state);
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(PATH.login, { replace: true }));
  }, [navigate]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Not before the first screen: its own calls go first on a slow connection.
    const cancelStart = afterFirstPaint(() => {
      void startRuntime(
        () => i18n.language,
        (listener) => i18n.onLanguageChanged(listener),
      ).then((s) => {
        if (cancelled) s();
        else stop = s;
      });
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [i18n]);
  const signedIn = snap.session !== null;
  // Each after the first paint (never cancelled: a page left at once still counts as viewed).
  useEffect(() => {
    if (signedIn && navigator.onLine) afterFirstPaint(() => void flush().catch(() => undefined));
  }, [signedIn]);
  const page = routePath(location.pathname);
  useEffect(() => {
    const lang = i18n.language as Lang;
    const at = serverNow();
    afterFirstPaint(() => void track('page_view', 'navigation', { page }, lang, at));
  }, [page, i18n]);
  useEffect(() => {
    if (signedIn) afterFirstPaint(() => sendPage(page));
  }, [signedIn, page]);
  useEffect(() => {
    // The device's zone asks Intl for its calendar data, a long task on a slow phone.
    if (signedIn) afterFirstPaint(() => void sendTimeZone());
  }, [signedIn]);
  return null;
}

/** The translated document title per route, and focus to the new screen's heading. */
function RouteShell() {
  useRouteShell();
  return null;
}

/** Everything inside the router: the browser's (App), or the server renderer's (entry-server). */
export function AppScreens() {
  const snap = useSnapshot(state);
  const maintenance = maintenanceFrom(snap.flags, localStorage);
  return (
    <>
      <VersionParam />
      <Background />
      <RouteShell />
      {maintenance ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <Maintenance image={maintenance.image} />
          <ScreenLive />
        </Suspense>
      ) : (
        <Layout>
          <StartupDialogs />
          <Suspense fallback={<Skeleton lines={4} />}>
            <Switch>
              {ROUTES.map((r) => (
                <Route key={r.path} path={r.path}>
                  <Guarded screen={r.id} auth={r.auth === true} />
                </Route>
              ))}
              <Route path="*">
                <Navigate to={withVersion(PATH.notFound)} replace />
              </Route>
            </Switch>
          </Suspense>
        </Layout>
      )}
    </>
  );
}

export function App() {
  return (
    <AppRouter>
      <AppScreens />
    </AppRouter>
  );
}
