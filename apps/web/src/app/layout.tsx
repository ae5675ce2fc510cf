/**
 * The frame around every screen: top bar with the menu (sidebar), the bottom bar, the offline
 * indicator and the snackbar. The sidebar is hidden by shell/nav-visibility's rules.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isSideNavHidden, routePath } from '../shell';
import { backHistory } from './back';
import { config, helpLink } from './config';
import { Icon, type IconName } from './icons';
import { NotificationBell } from './notification-bell';
import { PATH } from './routes';
import { VLink, useGo } from './nav';
import { flush, signOut, snackbars, state } from './store';
import { sendButton } from './mission-behavior';

interface NavEntry {
  key: string;
  to: string;
  icon: IconName;
}

const BOTTOM: NavEntry[] = [
  { key: 'home', to: PATH.home, icon: 'home' },
  { key: 'course', to: PATH.courses, icon: 'course' },
  { key: 'aiChat', to: PATH.chatBuddy, icon: 'chat' },
  { key: 'leaderboard', to: PATH.leaderboard, icon: 'leaderboard' },
  { key: 'newsfeed', to: PATH.newsfeed, icon: 'newsfeed' },
  { key: 'community', to: PATH.community, icon: 'community' },
];

const SIDEBAR: NavEntry[] = [
  { key: 'home', to: PATH.home, icon: 'home' },
  { key: 'aiChat', to: PATH.chatBuddy, icon: 'chat' },
  { key: 'certificate', to: PATH.certificates, icon: 'certificate' },
  { key: 'profile', to: PATH.profile, icon: 'profile' },
  { key: 'course', to: PATH.courses, icon: 'course' },
  { key: 'community', to: PATH.community, icon: 'community' },
  { key: 'trackingCode', to: PATH.trackingCode, icon: 'code' },
  { key: 'vote', to: PATH.vote, icon: 'vote' },
  { key: 'shop', to: PATH.shop, icon: 'shop' },
  { key: 'storage', to: PATH.storage, icon: 'storage' },
  { key: 'career', to: PATH.career, icon: 'career' },
  { key: 'leaderboard', to: PATH.leaderboard, icon: 'leaderboard' },
  { key: 'newsfeed', to: PATH.newsfeed, icon: 'newsfeed' },
  { key: 'settings', to: PATH.settings, icon: 'settings' },
];

/** Home has nowhere to go back to; these screens carry their own back link. */
const OWN_BACK_BUTTON: string[] = [PATH.home, PATH.learn];

/** Full-screen routes without the bottom bar. */
const NO_BOTTOM_BAR = ['/', '/login/', '/onboarding/', '/learn/', '/result/', '/404/'];

/** The entry for this page: same path, and the entry's query (e.g. view=newsfeed) if it has one. */
function isActive(current: string, to: string): boolean {
  const here = new URL(current, 'http://x');
  const target = new URL(to, 'http://x');
  if (routePath(here.pathname) !== routePath(target.pathname)) return false;
  return here.searchParams.get('view') === target.searchParams.get('view');
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const snap = useSnapshot(state);
  // The menu closes itself when the route changes: it is open only on the page it was opened on.
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuOpen = menuAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuAt(open ? location.pathname : null);
  const go = useGo();
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
          {hasUser && !OWN_BACK_BUTTON.includes(path) && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('common:back')}
              onClick={() => go(backHistory.back(location.pathname + location.search))}
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

function Sidebar({
  onClose,
  onLogout,
  pathname,
}: {
  onClose: () => void;
  onLogout: () => void;
  pathname: string;
}) {
  const { t } = useTranslation('nav');
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="sidebar-backdrop" onClick={onClose}>
      <div
        id="sidebar"
        className="sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={t('mainNavigation')}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="sidebar__head">
          <span className="topbar__brand">{t('common:appName')}</span>
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label={t('closeMenu')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('mainNavigation')}>
          <ul className="sidebar__list">
            {SIDEBAR.map((e) => (
              <li key={e.key}>
                <VLink
                  to={e.to}
                  className="sidebar__item"
                  aria-current={isActive(pathname, e.to) ? 'page' : undefined}
                >
                  <Icon name={e.icon} />
                  {t(e.key)}
                </VLink>
              </li>
            ))}
            {config.helpPhone && (
              <li>
                <a
                  className="sidebar__item"
                  href={helpLink(config.helpPhone, t('helpMessage'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => sendButton('contact_us_setting')}
                >
                  <Icon name="help" />
                  {t('help')}
                </a>
              </li>
            )}
            <li>
              <button type="button" className="sidebar__item" onClick={onLogout}>
                <Icon name="logout" />
                {t('logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

function OfflineBar() {
  const { t } = useTranslation('errors');
  const snap = useSnapshot(state);
  if (snap.online) return null;
  return (
    <div className="offline-bar" role="status">
      <Icon name="wifiOff" size={20} />
      <span>{t('noInternet')}</span>
      <button
        type="button"
        className="offline-bar__retry"
        onClick={() => {
          state.online = navigator.onLine;
          if (navigator.onLine && state.session) flush().catch(() => undefined);
        }}
      >
        {t('common:retry')}
      </button>
    </div>
  );
}

function SnackbarView() {
  const { t } = useTranslation();
  const snap = useSnapshot(state);
  const current = snap.snackbars.current;
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {current && (
        <div className={`snackbar snackbar--${current.type}`}>
          <span>{t(current.message)}</span>
          <button
            type="button"
            className="snackbar__close"
            aria-label={t('close')}
            onClick={() => snackbars.dismiss(current.id)}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
