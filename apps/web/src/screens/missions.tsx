/**
 * /missions/ (daily, weekly, monthly, special tabs; progress; claim), /missions/beginner-quest
 * (the ordered steps of a new student, the prize chest last) and /missions/completed/ (claimed
 * missions). Claiming opens the reward popup with what the server gave.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { abbreviateNumber } from '@web-ed/engine';
import { Loaded } from '../app/chrome';
import { fetchMissions } from '../app/engagement-api';
import {
  claimableCount,
  missionAction,
  missionsOfTab,
  questSteps,
  RECURRENCE_TABS,
  resetCountdown,
  stateLabelKey,
} from '../app/engagement-rules';
import type { MissionItem, Recurrence } from '../app/engagement-types';
import { Glyph } from '../app/icons';
import { MissionProgress, RewardList, useClaim } from '../app/mission-claim';
import { VLink } from '../app/nav';
import { serverNow } from '../app/runtime';
import { Tabs } from '../app/tabs';
import { useLoad } from '../app/use-load';
import './engagement.css';
import { ProgressBar } from '../lib/progress-bar';

export const MISSIONS_PATH = {
  missions: '/missions/',
  beginnerQuest: '/missions/beginner-quest',
  completed: '/missions/completed/',
} as const;

function MissionCard({
  item,
  sourcePage,
  claiming,
  onClaim,
  step,
}: {
  item: MissionItem;
  sourcePage: string;
  claiming: string | null;
  onClaim: () => void;
  step?: number;
}) {
  const { t } = useTranslation('missions');
  const action = missionAction(item, sourcePage);
  const titleId = `mission-${item.id}`;
  return (
    <li className={`mission mission--${item.state}`} data-state={item.state}>
      <div className="mission__head">
        {step !== undefined && (
          <span className="mission__step" aria-hidden="true">
            {item.state === 'claimed' ? <Glyph name="check" size={20} /> : step}
          </span>
        )}
        <h2 id={titleId} className="mission__title">
          {item.title}
        </h2>
        <span className={`mission__state mission__state--${item.state}`}>
          {item.state === 'locked' && <Glyph name="lock" size={14} />}
          {t(stateLabelKey(item.state))}
        </span>
      </div>
      <MissionProgress
        item={item}
        block="mission"
        titleId={titleId}
        claiming={claiming}
        onClaim={onClaim}
        canClaim={action.kind === 'claim'}
        goTo={action.kind === 'go' ? action.to : null}
      />
    </li>
  );
}

function MissionsNav() {
  const { t } = useTranslation('missions');
  const { pathname } = useLocation();
  const links = [
    [MISSIONS_PATH.missions, 'title'],
    [MISSIONS_PATH.beginnerQuest, 'beginnerQuest'],
    [MISSIONS_PATH.completed, 'completedTitle'],
  ] as const;
  return (
    <nav className="subnav" aria-label={t('sections')}>
      {links.map(([to, key]) => (
        <VLink
          key={to}
          to={to}
          className="chip"
          aria-current={pathname.replace(/\/$/, '') === to.replace(/\/$/, '') ? 'page' : undefined}
        >
          {t(key)}
        </VLink>
      ))}
    </nav>
  );
}

export function Missions() {
  const { t, i18n } = useTranslation('missions');
  const [load, retry] = useLoad(() => fetchMissions(i18n.language), [i18n.language]);
  const [tab, setTab] = useState<Recurrence>('daily');
  const { claim, claiming, dialog } = useClaim(retry);
  const { pathname } = useLocation();
  return (
    <div className="page missions">
      <h1 className="page__title">{t('title')}</h1>
      <MissionsNav />
      <Loaded load={load} retry={retry}>
        {(data) => {
          const list = missionsOfTab(data.missions, tab);
          const period = data.recurring_list.find((r) => r.recurrence === tab);
          const reset = resetCountdown(period?.ends_at ?? null, serverNow());
          const resets = reset ? t(reset.key, reset.vars) : null;
          return (
            <>
              <Milestones
                data={data}
                claiming={claiming}
                onClaim={(id) => claim('milestone', id)}
              />
              <Tabs
                label={t('tabsLabel')}
                selected={tab}
                onSelect={setTab}
                tabs={RECURRENCE_TABS.map((r) => {
                  const n = claimableCount(data.missions, r);
                  return { id: r, label: t(`tab_${r}`), badge: n > 0 ? abbreviateNumber(n) : null };
                })}
              >
                {resets && <p className="muted missions__resets">{resets}</p>}
                {list.length === 0 ? (
                  <p className="card muted">{t('emptyTab')}</p>
                ) : (
                  <ul className="mission-list">
                    {list.map((m) => (
                      <MissionCard
                        key={m.id}
                        item={m}
                        sourcePage={pathname}
                        claiming={claiming}
                        onClaim={() => claim(m.type, m.id)}
                      />
                    ))}
                  </ul>
                )}
              </Tabs>
            </>
          );
        }}
      </Loaded>
      {dialog}
    </div>
  );
}

function Milestones({
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
