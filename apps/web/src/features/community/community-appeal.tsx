/** /community/appeal/: appeal a hidden post, and see each appeal's state. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded, Page } from '../../lib/chrome';
import { fetchMyAppeals } from './community-data';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { useLoad } from '../../lib/use-load';
import { UserText } from '../../lib/user-text';
import { AppealForm } from './appeal-form';
import { CommunityNav } from './community-nav';
import { idParam } from './community-path';
import { when } from './post-time';
import '../../lib/styles/card-list.css';
import './community.css';

export function CommunityAppeal() {
  const { t, i18n } = useTranslation('community');
  const [load, retry] = useLoad(fetchMyAppeals, []);
  const [params] = useSearchParams();
  const focus = idParam(params, 'post');
  return (
    <Page title={t('appealTitle')} className="page--community">
      <CommunityNav />
      <p className="muted">{t('appealIntro')}</p>
      <Loaded load={load} retry={retry}>
        {(data) => {
          const open = data.hidden_posts.filter((p) => !p.appeal_status);
          return (
            <>
              {open.length > 0 && (
                <section aria-labelledby="appeal-open">
                  <h2 id="appeal-open" className="section-title">
                    {t('hiddenPosts')}
                  </h2>
                  <ul className="post-list">
                    {open.map((p) => (
                      <li key={p.id} className={`card post${p.id === focus ? ' post--focus' : ''}`}>
                        <UserText text={p.text} className="user-text post__text" />
                        <p className="post__hidden">
                          {t(
                            p.hidden_reason === 'moderator'
                              ? 'hiddenByModerator'
                              : 'hiddenByReports',
                          )}
                        </p>
                        <AppealForm post={p} onDone={retry} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section aria-labelledby="appeal-mine">
                <h2 id="appeal-mine" className="section-title">
                  {t('myAppeals')}
                </h2>
                {data.appeals.length === 0 ? (
                  <p className="muted">{t('noAppeals')}</p>
                ) : (
                  <ul className="post-list">
                    {data.appeals.map((a) => (
                      <li key={a.id} className="card post" data-appeal-status={a.status}>
                        <p className="post__meta">
                          {a.community_name} · {when(a.created_at, i18n.language)}
                        </p>
                        <UserText text={a.post_text} className="user-text post__text" />
                        <p>
                          <span className={`badge badge--${a.status}`}>
                            {t(`appeal_${a.status}`)}
                          </span>
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <VLink to={PATH.community} className="button button--secondary">
                {t('backToCommunity')}
              </VLink>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
