/**
 * The frame around every screen: top bar with the menu (sidebar), the bottom bar, the offline
 * indicator and the snackbar. The sidebar is hidden by lib/shell/nav-visibility's rules.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useLocation } from '../lib/router';
import { useSnapshot } from 'valtio';
import { isSideNavHidden, routePath } from '../lib/shell';
import { useBack } from '../lib/back';
import { Icon } from '../lib/icons';
import { NotificationBell } from '../features/notifications';
import { PATH } from '../lib/paths';
import { VLink, useGo } from '../lib/nav';
import { signOut, state } from '../lib/store';
import { sendButton } from '../lib/mission-behavior';
import { BOTTOM, isActive } from './nav-entries';
import { routeFor } from './routes';
import { OfflineBar } from './offline-bar';
import { Sidebar } from './sidebar';
import { SnackbarView } from './snackbar-view';

/** Full-screen routes without the bottom bar. */
const NO_BOTTOM_BAR = ['/', '/login/', '/onboarding/', '/learn/', '/result/', '/404/'];

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const snap = useSnapshot(state);
  // The menu closes itself when the route changes: it is open only on the page it was opened on.
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuOpen = menuAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuAt(open ? location.pathname : null);
  const go = useGo();
  const back = useBack();
  const hasUser = snap.session !== null;
  const path = routePath(location.pathname);
  const sideHidden = isSideNavHidden({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    hasUser,
    pathname: location.pathname,
    search: location.search,
  });
  const bottomBar =
    hasUser && !NO_BOTTOM_BAR.some((p) => path === p || (p !== '/' && path.startsWith(p)));

  return (
    <div className={`app ${bottomBar ? 'app--with-bottom-bar' : ''}`}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      {!sideHidden && (
        <header className="topbar">
          {hasUser && !routeFor(location.pathname)?.route.noTopBack && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('common:back')}
              onClick={back}
            >
              <Icon name="back" />
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <VLink
            to={PATH.home}
            className="topbar__brand"
            onClick={() => sendButton('ed_icon_home')}
          >
            {t('common:appName')}
          </VLink>
          {hasUser && <NotificationBell />}
        </header>
      )}
      <OfflineBar />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      {!sideHidden && menuOpen && (
        <Sidebar
          onClose={() => setMenuOpen(false)}
          onLogout={() => {
            signOut();
            go(PATH.landing, { replace: true });
          }}
          pathname={location.pathname + location.search}
        />
      )}
      {bottomBar && (
        <nav className="bottombar" aria-label={t('mainNavigation')}>
          <ul>
            {BOTTOM.map((e) => (
              <li key={e.key}>
                <VLink
                  to={e.to}
                  className="bottombar__item"
                  aria-current={
                    isActive(location.pathname + location.search, e.to) ? 'page' : undefined
                  }
                  onClick={e.key === 'home' ? () => sendButton('ed_icon_home') : undefined}
                >
                  <Icon name={e.icon} />
                  <span>{t(e.key)}</span>
                </VLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SnackbarView />
    </div>
  );
}
