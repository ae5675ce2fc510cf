/** /missions/: the daily, weekly, monthly and special tabs; progress; claim (the reward popup). */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useLocation } from '../../lib/router';
import { abbreviateNumber } from '@web-ed/engine';
import { Loaded } from '../../lib/chrome';
import { fetchMissions } from './missions-api';
import {
  claimableCount,
  missionsOfTab,
  RECURRENCE_TABS,
  resetCountdown,
  type Recurrence,
} from './mission-rules';
import { useClaim } from './mission-claim';
import { serverNow } from '../../lib/server-time';
import { Tabs } from '../../lib/tabs';
import { useLoad } from '../../lib/use-load';
import { Milestones } from './milestones';
import { MissionCard } from './mission-card';
import { MissionsNav } from './missions-nav';
import './missions.css';

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
