/** /streak/goals/: pick a daily goal. */
import { useId, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { errorTextKey } from '../../lib/shell';
import { Loaded } from '../../lib/chrome';
import { fetchStreak, setStreakGoal } from './streak-api';
import { useGo } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { STREAK_PATH } from './streak-path';
import './streak.css';

export function StreakGoals() {
  const { t } = useTranslation('streak');
  const go = useGo();
  const id = useId();
  const [load, retry] = useLoad(fetchStreak, []);
  const [picked, setPicked] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (goal: number) => {
    setSaving(true);
    try {
      await setStreakGoal(goal);
      snackbars.show({ message: 'streak:goalSaved', type: 'success' });
      go(STREAK_PATH.streak);
    } catch (error) {
      const key = errorTextKey(error);
      if (key) snackbars.show({ message: key, type: 'error' });
      setSaving(false);
    }
  };
  return (
    <div className="page streak">
      <h1 className="page__title">{t('goalsTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(s) => {
          const goal = picked ?? s.goal;
          return (
            <form
              className="form"
              onSubmit={(e) => {
                e.preventDefault();
                void save(goal);
              }}
            >
              <fieldset className="field">
                <legend className="field__label" id={`${id}-legend`}>
                  {t('goalsQuestion')}
                </legend>
                <div className="choice-list">
                  {s.goals.map((g) => (
                    <label key={g} className="choice choice--row">
                      <input
                        type="radio"
                        name={`${id}-goal`}
                        value={g}
                        checked={goal === g}
                        onChange={() => setPicked(g)}
                      />
                      <span>{t('goalOption', { value: abbreviateNumber(g) })}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <p className="muted">{t('goalsHint')}</p>
              <button
                type="submit"
                className="button button--primary"
                disabled={saving}
                aria-busy={saving}
              >
                {t('common:save')}
              </button>
            </form>
          );
        }}
      </Loaded>
    </div>
  );
}
