/**
 * After a play that completed missions (minigame-finish's missions_completed): "Mission
 * complete!" with each mission and its reward, collected here in one tap (claim-reward for each)
 * or later on /missions/. Missions already claimed elsewhere meanwhile are left out.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import type { MissionItem } from '@web-ed/schemas/api';
import { claimReward, fetchMissions } from '../../missions';
import { Glyph, type GlyphName } from '../../../lib/icons';
import { Popup } from '../../../lib/popup';
import { snackbars } from '../../../lib/store';
import { errorTextKey } from '../../../lib/shell';
import './missions-completed-popup.css';

export function MissionsCompletedPopup({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('dialogs');
  const [missions, setMissions] = useState<MissionItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    fetchMissions(i18n.language).then(
      (answer) => {
        const all = [...answer.novice_missions, ...answer.missions];
        if (live) setMissions(all.filter((m) => ids.includes(m.id) && m.state === 'completed'));
      },
      () => live && setMissions([]),
    );
    return () => {
      live = false;
    };
  }, [ids, i18n.language]);
  useEffect(() => {
    if (missions !== null && missions.length === 0) onClose();
  }, [missions, onClose]);
  if (!missions || missions.length === 0) return null;

  const collect = async () => {
    setBusy(true);
    try {
      for (const m of missions) await claimReward(m.type, m.id, i18n.language);
    } catch (error) {
      const key = errorTextKey(error);
      if (key) snackbars.show({ message: key, type: 'error' });
    } finally {
      onClose();
    }
  };
  return (
    <Popup
      type="success"
      title={t('missionRewardTitle')}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void collect()}
          >
            {t('claim')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common:later')}
          </button>
        </>
      }
    >
      <ul className="missions-done">
        {missions.map((m) => {
          const rows: [GlyphName, string, number][] = [
            ['star', 'rewardPoints', m.rewards.total_points],
            ['diamond', 'rewardDiamonds', m.rewards.total_diamond],
            ['vote', 'rewardVotes', m.rewards.total_vote],
          ];
          return (
            <li key={m.id}>
              <p className="missions-done__title">{m.title}</p>
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
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
