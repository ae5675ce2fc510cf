/** The learning streak and today's goal on /home/ (streak/get-streak), with the way to /streak/. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import type { GetStreakResponse } from '@web-ed/schemas/api';
import { Glyph } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import type { Load } from '../../lib/use-load';
import { SectionError, SectionSkeleton } from './section-state';
import { ProgressBar } from '../../lib/progress-bar';

export function StreakCard({
  load,
  retry,
}: {
  load: Load<GetStreakResponse['data']>;
  retry: () => void;
}) {
  const { t } = useTranslation('streak');
  if (load.status === 'loading')
    return <SectionSkeleton rows={1} className="home-skeleton--streak" />;
  if (load.status === 'error') return <SectionError what="streak" onRetry={retry} />;
  const s = load.data;
  const n = abbreviateNumber;
  const goalText = s.goal_met_today
    ? t('goalMet')
    : t('goalProgress', { count: s.goal, plays: n(s.today_plays), goal: n(s.goal) });
  return (
    <section className="card home-card home-streak" aria-labelledby="home-streak">
      <div className="home-streak__head">
        <Glyph name="flame" size={36} />
        <div>
          <h2 id="home-streak" className="home-card__title">
            {t('streakDays', { value: n(s.learning_streak) })}
          </h2>
          <p className="muted">{s.learning_streak > 0 ? t('keepGoing') : t('startToday')}</p>
        </div>
      </div>
      {s.freezes_used_now > 0 && (
        <p className="home-streak__freeze" role="note">
          {t('freezeUsed', { value: n(s.freezes_used_now) })}
        </p>
      )}
      <div className="home-goal">
        <p className="eyebrow" id="home-goal">
          {t('todayGoal')}
        </p>
        <ProgressBar
          value={s.today_plays}
          max={s.goal}
          labelledBy="home-goal"
          valueText={goalText}
        />
        <p className="home-goal__text">{goalText}</p>
      </div>
      <VLink className="home-link" to={PATH.streak}>
        {t('seeStreak')}
      </VLink>
    </section>
  );
}
