/** The menu: every entry of the app, help (the chat number when configured, else the FAQ) and log out. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { config, helpLink } from '../lib/config';
import { Icon } from '../lib/icons';
import { PATH } from '../lib/paths';
import { VLink } from '../lib/nav';
import { sendButton } from '../lib/mission-behavior';
import { SIDEBAR, isActive } from './nav-entries';

export function Sidebar({
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
            <li>
              {config.helpPhone ? (
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
              ) : (
                <VLink
                  to={PATH.faq}
                  className="sidebar__item"
                  onClick={() => sendButton('contact_us_setting')}
                >
                  <Icon name="help" />
                  {t('help')}
                </VLink>
              )}
            </li>
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
