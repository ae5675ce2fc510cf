/** /missions/beginner-quest: the ordered steps of a new student, the prize chest last. */
import { useTranslation } from '@web-ed/i18n/react';
import { ProgressBar } from '../../lib/progress-bar';
import { useLocation } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { fetchMissions } from './missions-api';
import { questSteps } from './mission-rules';
import { RewardList, useClaim } from './mission-claim';
import { useLoad } from '../../lib/use-load';
import { MissionCard } from './mission-card';
import { MissionsNav } from './missions-nav';
import './missions.css';

export function BeginnerQuest() {
  const { t, i18n } = useTranslation('missions');
  const [load, retry] = useLoad(() => fetchMissions(i18n.language), [i18n.language]);
  const { claim, claiming, dialog } = useClaim(retry);
  const { pathname } = useLocation();
  return (
    <div className="page missions">
      <h1 className="page__title">{t('beginnerQuest')}</h1>
      <MissionsNav />
      <Loaded load={load} retry={retry}>
        {(data) => {
          const { steps, prize, claimed } = questSteps(data.novice_missions);
          if (steps.length === 0 && !prize) return <p className="card muted">{t('questEmpty')}</p>;
          return (
            <>
              <p className="muted">{t('questIntro')}</p>
              <ProgressBar
                value={claimed}
                max={steps.length}
                label={t('questProgressLabel')}
                valueText={t('questProgress', { done: claimed, total: steps.length })}
              />
              <ol className="mission-list quest">
                {steps.map((s, i) => (
                  <MissionCard
                    key={s.id}
                    item={s}
                    step={i + 1}
                    sourcePage={pathname}
                    claiming={claiming}
                    onClaim={() => claim(s.type, s.id)}
                  />
                ))}
              </ol>
              {prize && (
                <section
                  className={`card chest chest--${prize.state}`}
                  data-state={prize.state}
                  aria-labelledby="chest-title"
                >
                  <svg
                    className="chest__art"
                    width="72"
                    height="72"
                    viewBox="0 0 64 64"
                    aria-hidden="true"
                  >
                    <rect x="8" y="26" width="48" height="30" rx="4" fill="#b7791f" />
                    <path d="M8 30a24 14 0 0 1 48 0v4H8z" fill="#d69e2e" />
                    <rect x="28" y="30" width="8" height="12" rx="2" fill="#faf089" />
                  </svg>
                  <h2 id="chest-title" className="mission__title">
                    {prize.title}
                  </h2>
                  <p className="muted">
                    {prize.state === 'claimed'
                      ? t('chestOpened')
                      : prize.state === 'completed'
                        ? t('chestReady')
                        : t('chestLocked', { done: claimed, total: steps.length })}
                  </p>
                  <RewardList rewards={prize.rewards} />
                  {prize.state === 'completed' && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={claiming !== null}
                      aria-busy={claiming === prize.id}
                      onClick={() => claim(prize.type, prize.id)}
                    >
                      {t('openChest')}
                    </button>
                  )}
                </section>
              )}
            </>
          );
        }}
      </Loaded>
      {dialog}
    </div>
  );
}
