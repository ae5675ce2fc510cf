/**
 * /streak/check/: after a lesson, did today count. Starting a course may route here first
 * (section 4); "continue" then goes where the start was heading.
 */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { Loaded } from '../../lib/chrome';
import { fetchStreakCheck } from './streak-api';
import { Glyph } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { ContinueButton } from './continue-button';
import { STREAK_PATH } from './streak-path';
import './streak.css';

export function StreakCheck() {
  const { t } = useTranslation('streak');
  const [load, retry] = useLoad(fetchStreakCheck, []);
  return (
    <div className="page page--center streak">
      <Loaded load={load} retry={retry}>
        {(c) => (
          <>
            <Glyph name="flame" size={72} />
            <h1 className="page__title">
              {t('streakDays', { value: abbreviateNumber(c.learning_streak) })}
            </h1>
            <p>{c.extended_today ? t('extendedToday') : t('notExtendedYet')}</p>
            <p className="muted">
              {c.goal_met_today
                ? t('goalMet')
                : t('goalProgress', {
                    count: c.goal,
                    plays: abbreviateNumber(c.today_plays),
                    goal: abbreviateNumber(c.goal),
                  })}
            </p>
            {c.freezes_used_now > 0 && (
              <p className="card card--warning" role="note">
                {t('freezeUsed', { value: abbreviateNumber(c.freezes_used_now) })}
              </p>
            )}
            <div className="actions">
              <ContinueButton />
              <VLink to={STREAK_PATH.streak} className="button button--secondary">
                {t('seeStreak')}
              </VLink>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
