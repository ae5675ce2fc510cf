/** The newsfeed: program news, then my communities' posts and voting results, paged. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchNewsfeed, type Newsfeed } from './community-data';
import { href, VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { UserText } from '../../lib/user-text';
import { COMMUNITY } from './community-path';
import { when } from './post-time';
import { showError } from './show-error';

export function NewsFeed({ ownPage = false }: { ownPage?: boolean }) {
  const { t, i18n } = useTranslation('community');
  const [load, retry] = useLoad(() => fetchNewsfeed(i18n.language), [i18n.language]);
  const [older, setOlder] = useState<Newsfeed[]>([]);
  const more = (before: string) =>
    fetchNewsfeed(i18n.language, before)
      .then((page) => setOlder((pages) => [...pages, page]))
      .catch(showError);
  return (
    <section aria-labelledby={ownPage ? undefined : 'newsfeed-title'}>
      {/* On its own page the page title names the feed already. */}
      {!ownPage && (
        <h2 id="newsfeed-title" className="section-title">
          {t('newsTitle')}
        </h2>
      )}
      <Loaded load={load} retry={retry}>
        {(first) => {
          const pages = [first, ...older];
          const items = pages.flatMap((p) => p.items);
          const next = pages.at(-1)?.next_before ?? null;
          return (
            <>
              {first.news.map((n) => (
                <article key={`news-${n.id}`} className="card news newsfeed__news">
                  <p className="eyebrow">{t('programNews')}</p>
                  <h3 className="community-card__name">{n.title}</h3>
                  <p>{n.body}</p>
                  {n.link && n.cta && (
                    <VLink to={n.link} className="button button--secondary">
                      {n.cta}
                    </VLink>
                  )}
                </article>
              ))}
              {items.length === 0 && <p className="muted">{t('noNews')}</p>}
              <ul className="post-list">
                {items.map((item) =>
                  item.kind === 'post' ? (
                    <li key={`post-${item.post.id}`} className="card post">
                      <p className="post__meta">
                        <strong>{item.post.author.name || t('someone')}</strong>
                        <VLink to={href(COMMUNITY.current, { id: item.post.community_id })}>
                          {t('inCommunity', { name: item.community_name })}
                        </VLink>
                        <span>{when(item.at, i18n.language)}</span>
                      </p>
                      <UserText text={item.post.text} className="user-text post__text" />
                      {item.post.image_url && (
                        <img
                          className="post__image"
                          src={item.post.image_url}
                          alt={t('postImageAlt')}
                          loading="lazy"
                        />
                      )}
                    </li>
                  ) : (
                    <li key={`vote-${item.event.id}`} className="card post">
                      <p className="post__meta">{when(item.at, i18n.language)}</p>
                      <h3 className="community-card__name">
                        <VLink to={href('/voting/standing/', { event: item.event.slug })}>
                          {t('voteResult', { title: item.event.title })}
                        </VLink>
                      </h3>
                      <p>
                        {item.event.winners.length > 0
                          ? t('winners', { names: item.event.winners.join(', ') })
                          : t('noWinner')}
                      </p>
                    </li>
                  ),
                )}
              </ul>
              {next && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void more(next)}
                >
                  {t('moreNews')}
                </button>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
