/**
 * The day's mission cards on /home/ (mission/get-mission-cards): progress, rewards, and claim
 * (the missions screen's claim and reward popup, features/missions) or "go".
 */
import { useTranslation } from '@web-ed/i18n/react';
import type { MissionItem } from '@web-ed/schemas/api';
import { missionAction, stateLabelKey, type ClaimType, MissionProgress } from '../missions';
import { PATH } from '../../lib/paths';
import type { Load } from '../../lib/use-load';
import { SectionError, SectionHead, SectionSkeleton } from './section-state';
import './mission-cards.css';

/** Cards shown on home; the server sends up to 6, ready to claim first. */
export const HOME_MISSIONS = 3;

function MissionCard({
  item,
  claiming,
  onClaim,
}: {
  item: MissionItem;
  claiming: string | null;
  onClaim: () => void;
}) {
  const { t } = useTranslation('missions');
  const action = missionAction(item, PATH.home);
  // A mission done on this very screen (tap Home) has nowhere to go.
  const go = action.kind === 'go' && !action.to.startsWith(PATH.home) ? action.to : null;
  const titleId = `home-mission-${item.id}`;
  const kind = item.type === 'beginner_quest' ? t('beginnerQuest') : t(`tab_${item.recurrence}`);
  return (
    <li className={`home-mission home-mission--${item.state}`} data-state={item.state}>
      <p className="eyebrow">
        {kind}
        {item.state === 'completed' && (
          <span className="home-mission__ready"> · {t(stateLabelKey(item.state))}</span>
        )}
      </p>
      <h3 id={titleId} className="home-mission__title">
        {item.title}
      </h3>
      <MissionProgress
        item={item}
        block="home-mission"
        titleId={titleId}
        claiming={claiming}
        onClaim={onClaim}
        canClaim={action.kind === 'claim'}
        goTo={go}
      />
    </li>
  );
}

export function MissionCards({
  load,
  retry,
  claiming,
  onClaim,
}: {
  load: Load<MissionItem[]>;
  retry: () => void;
  claiming: string | null;
  onClaim: (type: ClaimType, id: string) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="home-missions">
      <SectionHead id="home-missions" title={t('missionsTitle')} allTo={PATH.missions} />
      {load.status === 'loading' ? (
        <SectionSkeleton rows={HOME_MISSIONS} className="home-skeleton--missions" />
      ) : load.status === 'error' ? (
        <SectionError what="missions" onRetry={retry} />
      ) : load.data.length === 0 ? (
        <p className="card home-card muted">{t('missionsEmpty')}</p>
      ) : (
        <ul className="home-missions">
          {load.data.slice(0, HOME_MISSIONS).map((m) => (
            <MissionCard
              key={m.id}
              item={m}
              claiming={claiming}
              onClaim={() => onClaim(m.type, m.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
