/** The top of /home/: the student's avatar and greeting, the bell, settings, and their balances. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { Avatar, StatTile } from '../../lib/chrome';
import { VLink } from '../../lib/nav';
import { NotificationBell } from '../notifications';
import { PATH } from '../../lib/paths';
import type { UserInfo } from '@web-ed/schemas/api';
import type { Load } from '../../lib/use-load';
import { SectionError, SectionSkeleton } from './section-state';

function Tools() {
  const { t } = useTranslation('nav');
  return (
    <>
      <NotificationBell />
      <VLink to={PATH.settings} className="icon-button" aria-label={t('settings')}>
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
        </svg>
      </VLink>
    </>
  );
}

export function HomeHeader({ load, retry }: { load: Load<UserInfo>; retry: () => void }) {
  const { t } = useTranslation('home');
  const info = load.status === 'ready' ? load.data : null;
  const n = abbreviateNumber;
  return (
    <>
      <div className="home__head">
        {info ? (
          <>
            <Avatar index={info.current_avatar} size={44} />
            <h1 className="page__title">{t('greeting', { name: info.name ?? '' })}</h1>
          </>
        ) : load.status === 'error' ? (
          <h1 className="page__title">{t('nav:home')}</h1>
        ) : (
          <SectionSkeleton rows={1} className="home-skeleton--head" />
        )}
        <Tools />
      </div>
      {info ? (
        <section className="stats home-stats" aria-label={t('balances')}>
          <StatTile icon="star" label={t('points')} value={n(info.points)} />
          <StatTile icon="diamond" label={t('diamonds')} value={n(info.diamond)} />
          <StatTile icon="vote" label={t('votes')} value={n(info.votes)} />
        </section>
      ) : load.status === 'error' ? (
        <SectionError what="profile" onRetry={retry} />
      ) : (
        <SectionSkeleton rows={1} className="home-skeleton--stats" />
      )}
    </>
  );
}
