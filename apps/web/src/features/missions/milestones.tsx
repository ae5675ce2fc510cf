/** The milestones of the missions' points, each claimable once reached. */
import { useTranslation } from '@web-ed/i18n/react';
import { ProgressBar } from '../../lib/progress-bar';
import { abbreviateNumber } from '@web-ed/engine';
import type { fetchMissions } from './missions-api';
import { stateLabelKey } from './mission-rules';
import { RewardList } from './mission-claim';

export function Milestones({
  data,
  claiming,
  onClaim,
}: {
  data: Awaited<ReturnType<typeof fetchMissions>>;
  claiming: string | null;
  onClaim: (id: string) => void;
}) {
  const { t } = useTranslation('missions');
  const mp = data.milestones_progress;
  if (data.milestones.length === 0) return null;
  return (
    <section className="card milestones" aria-labelledby="milestones-title">
      <h2 id="milestones-title" className="milestones__title">
        {t('milestonesTitle')}
      </h2>
      <ProgressBar value={mp.current} max={mp.target} labelledBy="milestones-title" />
      <p className="muted">
        {t('milestonesProgress', {
          current: abbreviateNumber(mp.current),
          target: abbreviateNumber(mp.target),
        })}
      </p>
      <ul className="milestone-list">
        {data.milestones.map((m) => (
          <li key={m.id} className="milestone" data-state={m.state}>
            <span className="milestone__text">
              <span className="milestone__name">{m.title}</span>
              <RewardList rewards={m.rewards} />
            </span>
            {m.state === 'completed' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={claiming !== null}
                aria-busy={claiming === m.id}
                onClick={() => onClaim(m.id)}
              >
                {t('claim')}
              </button>
            ) : (
              <span className={`mission__state mission__state--${m.state}`}>
                {t(stateLabelKey(m.state))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
