/** /community/current/?id=: one community's feed, live. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import type { CommunitySummary } from '@web-ed/schemas/api';
import { fetchCommunity, joinCommunity, leaveCommunity } from './community-data';
import { href, useGo, VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { COMMUNITY, idParam } from './community-path';
import { Feed } from './feed';
import { Missing } from './missing';
import { showError } from './show-error';
import '../../lib/styles/card-list.css';
import './community.css';

export function CommunityCurrent() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const id = idParam(params);
  const go = useGo();
  const [load, retry] = useLoad(
    () => (id ? fetchCommunity(id) : Promise.reject(new Error('no community'))),
    [id],
  );
  if (!id) return <Missing />;
  const leave = (c: CommunitySummary) => {
    if (!window.confirm(t('leaveConfirm', { name: c.name }))) return;
    leaveCommunity(c.id)
      .then(() => go(COMMUNITY.mine))
      .catch(showError);
  };
  return (
    <div className="page page--community">
      <Loaded load={load} retry={retry}>
        {(c) => (
          <>
            <h1 className="page__title">{c.name}</h1>
            <p className="community-card__meta">
              {[c.school, c.course, c.region].filter(Boolean).join(' · ')}
            </p>
            <div className="post__actions">
              {c.joined ? (
                <>
                  <VLink to={href(COMMUNITY.post, { id: c.id })} className="button button--primary">
                    {t('writePost')}
                  </VLink>
                  {c.role !== 'owner' && (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => leave(c)}
                    >
                      {t('leave')}
                    </button>
                  )}
                </>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    joinCommunity(c.id)
                      .then(() => retry())
                      .catch(showError)
                  }
                >
                  {t('join')}
                </button>
              )}
            </div>
            <Feed key={`${c.id}-${c.role ?? 'none'}`} community={c} />
          </>
        )}
      </Loaded>
    </div>
  );
}
