/** The reward popup (section 2): points, diamonds and votes the server gave for a play. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { Glyph, type GlyphName } from '../../lib/icons';
import { Popup } from '../../lib/popup';

export interface Rewards {
  points: number;
  diamonds: number;
  votes: number;
}

export function hasRewards(r: Rewards | null | undefined): r is Rewards {
  return r != null && (r.points > 0 || r.diamonds > 0 || r.votes > 0);
}

export function MissionRewardPopup({
  rewards,
  onClose,
}: {
  rewards: Rewards;
  onClose: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const rows: [GlyphName, string, number][] = [
    ['star', 'rewardPoints', rewards.points],
    ['diamond', 'rewardDiamonds', rewards.diamonds],
    ['vote', 'rewardVotes', rewards.votes],
  ];
  return (
    <Popup
      type="success"
      title={t('missionRewardTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('claim')}
        </button>
      }
    >
      <p>{t('missionRewardDescription')}</p>
      <ul className="rewards rewards--popup">
        {rows
          .filter(([, , value]) => value > 0)
          .map(([icon, key, value]) => (
            <li key={key} className="reward">
              <Glyph name={icon} size={20} />
              {t(key, { value: abbreviateNumber(value), count: value })}
            </li>
          ))}
      </ul>
    </Popup>
  );
}
