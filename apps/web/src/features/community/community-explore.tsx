/** /community/explore/: search and join public communities by school, course and region. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded, Page } from '../../lib/chrome';
import { exploreCommunities } from './community-data';
import { useLoad } from '../../lib/use-load';
import { CommunityCard } from './community-card';
import { CommunityNav } from './community-nav';
import '../../lib/styles/card-list.css';
import './community.css';

export function CommunityExplore() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? '',
    school: params.get('school') ?? '',
    course: params.get('course') ?? '',
    region: params.get('region') ?? '',
  };
  const [draft, setDraft] = useState(query);
  const [load, retry] = useLoad(
    () => exploreCommunities(query),
    [query.q, query.school, query.course, query.region],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(draft)) {
      if (v.trim()) next.set(k, v.trim());
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const fields = ['q', 'school', 'course', 'region'] as const;
  return (
    <Page title={t('exploreTitle')} className="page--community">
      <CommunityNav />
      <form className="form community-search" onSubmit={submit} role="search">
        {fields.map((f) => (
          <label key={f} className="field">
            <span className="field__label">{t(`search_${f}`)}</span>
            <input
              className="input"
              value={draft[f]}
              maxLength={80}
              onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="button button--primary">
          {t('search')}
        </button>
      </form>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.communities.length === 0 ? (
            <p className="muted">{t('noResults')}</p>
          ) : (
            <ul className="community-list">
              {data.communities.map((c) => (
                <CommunityCard key={c.id} c={c} onChange={() => retry()} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  );
}
