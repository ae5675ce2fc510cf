/**
 * Claiming a mission's reward, shared by /missions/ (and its beginner quest) and /home/'s mission
 * cards: claim-reward, then the reward popup (success) or a clear message (claimed, failed), and
 * the rewards a mission gives, as a list.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { errorTextKey } from '../../lib/shell/error-text';
import type { Rewards } from './mission-reward-popup';
import type { MissionItem, TotalRewards } from '@web-ed/schemas/api';
import { claimReward, type ClaimType } from './missions-api';
import { claimOutcome } from './mission-rules';
import { ProgressBar } from '../../lib/progress-bar';
import { Glyph } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import './mission-claim.css';

/** Shown after a successful claim only: its chunk loads then. */
const MissionRewardPopup = lazy(() =>
  import('./mission-reward-popup').then((m) => ({ default: m.MissionRewardPopup })),
);

/** Claim-reward with its popup or message; `reload` runs once the result has been shown. */
export function useClaim(reload: () => void) {
  const { i18n } = useTranslation();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [popup, setPopup] = useState<Rewards | null>(null);
  const claim = async (type: ClaimType, id: string) => {
    if (claiming) return;
    setClaiming(id);
    try {
      const outcome = claimOutcome(await claimReward(type, id, i18n.language));
      if (outcome.kind === 'popup') setPopup(outcome.rewards);
      else snackbars.show({ message: outcome.key, type: outcome.type });
      if (outcome.kind === 'message') reload();
    } catch (error) {
      const key = errorTextKey(error);
      if (key) snackbars.show({ message: key, type: 'error' });
    } finally {
      setClaiming(null);
    }
  };
  const dialog = popup ? (
    <Suspense fallback={null}>
      <MissionRewardPopup
        rewards={popup}
        onClose={() => {
          setPopup(null);
          reload();
        }}
      />
    </Suspense>
  ) : null;
  return { claim: (type: ClaimType, id: string) => void claim(type, id), claiming, dialog };
}

export function RewardList({ rewards }: { rewards: TotalRewards }) {
  const { t } = useTranslation('missions');
  const rows: ['star' | 'diamond' | 'vote', string, number][] = [
    ['star', 'rewardPoints', rewards.total_points],
    ['diamond', 'rewardDiamonds', rewards.total_diamond],
    ['vote', 'rewardVotes', rewards.total_vote],
  ];
  return (
    <ul className="mission__rewards" aria-label={t('reward')}>
      {rows
        .filter(([, , v]) => v > 0)
        .map(([icon, key, v]) => (
          <li key={key} className="mission__reward">
            <Glyph name={icon} size={16} />
            {t(key, { value: abbreviateNumber(v), count: v })}
          </li>
        ))}
    </ul>
  );
}

/**
 * A mission's progress and what can be done about it, as every mission card shows them: the
 * bar, the progress text and rewards, and Claim or Go (mission-rules' `missionAction` decides
 * which). `block` is the card's CSS block (`mission`, `home-mission`).
 */
export function MissionProgress({
  item,
  block,
  titleId,
  claiming,
  onClaim,
  canClaim,
  goTo,
}: {
  item: MissionItem;
  block: string;
  titleId: string;
  claiming: string | null;
  onClaim: () => void;
  canClaim: boolean;
  goTo: string | null;
}) {
  const { t } = useTranslation('missions');
  return (
    <>
      <ProgressBar
        value={item.current_progress}
        max={item.target}
        label={t('progressOf', { title: item.title })}
        valueText={item.progress_text}
      />
      <div className={`${block}__foot`}>
        <div className={`${block}__meta`}>
          <span className={`${block}__progress`}>{item.progress_text}</span>
          <RewardList rewards={item.rewards} />
        </div>
        {canClaim && (
          <button
            type="button"
            className={`button button--primary ${block}__button`}
            aria-describedby={titleId}
            aria-busy={claiming === item.id}
            disabled={claiming !== null}
            onClick={onClaim}
          >
            {t('claim')}
          </button>
        )}
        {goTo && (
          <VLink to={goTo} className={`button button--secondary ${block}__button`}>
            {t('go')}
            {/* In the link's own text: "Go" alone says nothing where it leads (link-text audit). */}
            <span className="visually-hidden">: {item.title}</span>
          </VLink>
        )}
      </div>
    </>
  );
}
