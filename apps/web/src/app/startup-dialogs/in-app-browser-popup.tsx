/**
 * The in-app browser warning (section 2): inside Instagram, the Facebook app, Line (or another
 * Android web view), sign-in and installing do not work. "Open in browser" leaves the web view
 * where the platform allows it (Line's switch, Android's Chrome intent); on iOS the link is copied
 * and the student is told to paste it into Safari or Chrome.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';
import {
  detectInAppBrowser,
  IN_APP_BROWSER_NAMES,
  openInBrowserLink,
} from '../../lib/shell/in-app-browser';
import './dialogs.css';

export function InAppBrowserPopup({
  userAgent,
  pageUrl,
  onClose,
}: {
  userAgent: string;
  pageUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const [copied, setCopied] = useState<boolean | null>(null);
  const app = detectInAppBrowser(userAgent);
  const action = openInBrowserLink(pageUrl, userAgent);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Popup
      type="warning"
      title={t('inAppBrowserTitle')}
      onClose={onClose}
      actions={
        <>
          {action.kind === 'navigate' ? (
            <a className="button button--primary" href={action.href}>
              {t('openInBrowser')}
            </a>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void copy(action.url)}
            >
              {copied ? t('common:linkCopied') : t('common:copyLink')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('continueHere')}
          </button>
        </>
      }
    >
      <p>
        {app
          ? t('inAppBrowserDescription', { app: IN_APP_BROWSER_NAMES[app] })
          : t('inAppBrowserDescriptionOther')}
      </p>
      {action.kind === 'copy' && <p>{t('inAppBrowserCopyHint')}</p>}
      {action.kind === 'copy' && copied === false && (
        // The clipboard was refused: the link to select and copy by hand.
        <p className="dialog__link">{action.url}</p>
      )}
      <p className="visually-hidden" role="status">
        {copied ? t('common:linkCopied') : ''}
      </p>
    </Popup>
  );
}
