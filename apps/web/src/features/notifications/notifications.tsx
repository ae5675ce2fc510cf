/**
 * /notification/: the notification panel. Opening it resets the new count (section 4); a tap on
 * a notification marks it seen and opens its route; "mark all as read" sets every unseen one
 * seen, and each can be deleted (both change the list only once the server agreed). Links to
 * /notification/permission/ for push, and nudges towards the community when the server says so.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded, Page } from '../../lib/chrome';
import { useGo, VLink } from '../../lib/nav';
import {
  fetchNotifications,
  setNotifications,
  type NotificationItem,
  type NotificationList,
} from './notifications-data';
import { PATH } from '../../lib/paths';
import { snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import './notifications.css';

export function Notifications() {
  const { t, i18n } = useTranslation('notifications');
  const [load, retry] = useLoad(() => fetchNotifications(i18n.language, true), [i18n.language]);
  return (
    <Page title={t('title')} className="page--notifications">
      <VLink to={PATH.notificationPermission} className="notifications__push">
        {t('pushSettings')}
      </VLink>
      <Loaded load={load} retry={retry}>
        {(data) => <Panel initial={data} />}
      </Loaded>
    </Page>
  );
}

function when(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

function Panel({ initial }: { initial: NotificationList }) {
  const { t, i18n } = useTranslation('notifications');
  const go = useGo();
  const [items, setItems] = useState<NotificationItem[]>(initial.notifications);
  const fail = () => snackbars.show({ message: 'errors:noInternet', type: 'error' });

  const open = async (n: NotificationItem) => {
    if (!n.seen) {
      try {
        await setNotifications('seen', [n.id]);
      } catch {
        // Opening still works offline; it stays unseen.
      }
    }
    go(n.link);
  };
  const seenAll = async () => {
    try {
      await setNotifications('seen');
      setItems((list) => list.map((n) => ({ ...n, seen: true })));
    } catch {
      fail();
    }
  };
  const remove = async (id: number) => {
    try {
      await setNotifications('delete', [id]);
      setItems((list) => list.filter((n) => n.id !== id));
    } catch {
      fail();
    }
  };

  return (
    <>
      {initial.community_nudge && (
        <div className="card notifications__nudge">
          <p>{t('communityNudge')}</p>
          <VLink to={PATH.community} className="button button--secondary">
            {t('communityJoin')}
          </VLink>
        </div>
      )}
      {items.length === 0 ? (
        <p className="notifications__empty">{t('empty')}</p>
      ) : (
        <>
          {items.some((n) => !n.seen) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void seenAll()}
            >
              {t('markAllRead')}
            </button>
          )}
          <ul className="notifications__list">
            {items.map((n) => (
              <li
                key={n.id}
                className={`notifications__item${n.seen ? '' : ' notifications__item--new'}`}
              >
                <button type="button" className="notifications__open" onClick={() => void open(n)}>
                  <span className="notifications__title">
                    {!n.seen && <span className="visually-hidden">{t('unread')} </span>}
                    {n.title}
                  </span>
                  <span className="notifications__body">{n.body}</span>
                  <time dateTime={n.created_at} className="notifications__time">
                    {when(n.created_at, i18n.language)}
                  </time>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('delete', { title: n.title })}
                  onClick={() => void remove(n.id)}
                >
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
