/** /missions/completed/: the claimed missions. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchMissions } from './missions-api';
import { Glyph } from '../../lib/icons';
import { RewardList } from './mission-claim';
import { useLoad } from '../../lib/use-load';
import { MissionsNav } from './missions-nav';
import './missions.css';

export function MissionsCompleted() {
  const { t, i18n } = useTranslation('missions');
  const [load, retry] = useLoad(() => fetchMissions(i18n.language), [i18n.language]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="page missions">
      <h1 className="page__title">{t('completedTitle')}</h1>
      <MissionsNav />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.completed.length === 0 ? (
            <p className="card muted">{t('completedEmpty')}</p>
          ) : (
            <ul className="mission-list">
              {data.completed.map((c) => (
                <li key={`${c.id}-${c.period_key}`} className="mission mission--claimed">
                  <div className="mission__head">
                    <Glyph name="check" size={20} />
                    <h2 className="mission__title">{c.title}</h2>
                  </div>
                  <div className="mission__foot">
                    <div className="mission__meta">
                      <span className="mission__progress">
                        {t(`tab_${c.recurrence}`)} ·{' '}
                        <time dateTime={new Date(c.claimed_at).toISOString()}>
                          {date.format(c.claimed_at)}
                        </time>
                      </span>
                      <RewardList rewards={c.rewards} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
