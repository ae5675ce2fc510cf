/**
 * Announcements (learning/get-ads: our own courses and features, never third-party): the card,
 * shared with /ads/, and home's news part with the most important one and the way to all of them.
 */
import { useTranslation } from '@web-ed/i18n/react';
import type { Announcement } from '@web-ed/api-client';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import type { Load } from '../../lib/use-load';
import { announcementTarget } from './home-data';
import { SectionError, SectionHead, SectionSkeleton } from './section-state';
import './announcements.css';

export function AnnouncementCard({ ad, level }: { ad: Announcement; level: 2 | 3 }) {
  const target = announcementTarget(ad.link);
  const image = announcementTarget(ad.image);
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = `news-${ad.id}`;
  return (
    <article className="card home-card news" aria-labelledby={titleId}>
      {image && (
        // Decorative: the title says what it is about. A fixed ratio keeps the text from moving.
        <img className="news__image" src={image.to} alt="" loading="lazy" decoding="async" />
      )}
      <Heading id={titleId} className="home-card__title">
        {ad.title}
      </Heading>
      {ad.body && <p className="news__body">{ad.body}</p>}
      {target && ad.cta ? (
        target.kind === 'route' ? (
          <VLink className="button button--secondary" to={target.to}>
            {ad.cta}
          </VLink>
        ) : (
          <a
            className="button button--secondary"
            href={target.to}
            target="_blank"
            rel="noopener noreferrer"
          >
            {ad.cta}
          </a>
        )
      ) : null}
    </article>
  );
}

/** Home's news: the most important announcement; nothing at all when there is none. */
export function HomeNews({ load, retry }: { load: Load<Announcement[]>; retry: () => void }) {
  const { t } = useTranslation('home');
  if (load.status === 'ready' && load.data.length === 0) return null;
  const first = load.status === 'ready' ? load.data[0] : undefined;
  return (
    <section className="home-section" aria-labelledby="home-news">
      <SectionHead id="home-news" title={t('newsTitle')} allTo={PATH.ads} />
      {load.status === 'loading' ? (
        <SectionSkeleton rows={1} className="home-skeleton--news" />
      ) : load.status === 'error' ? (
        <SectionError what="news" onRetry={retry} />
      ) : (
        first && <AnnouncementCard ad={first} level={3} />
      )}
    </section>
  );
}
