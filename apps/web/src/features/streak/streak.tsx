/** /streak/: the learning streak, today's goal, the last 7 days, freezes. */
import { useEffect } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { ProgressBar } from '../../lib/progress-bar';
import { abbreviateNumber } from '@web-ed/engine';
import { Loaded } from '../../lib/chrome';
import { fetchStreak } from './streak-api';
import { localDay, STREAK_SHOWN_KEY } from './streak-rules';
import { Glyph } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { serverNow } from '../../lib/server-time';
import { useLoad } from '../../lib/use-load';
import { ContinueButton } from './continue-button';
import { STREAK_PATH } from './streak-path';
import './streak.css';

export function Streak() {
  const { t, i18n } = useTranslation('streak');
  const [load, retry] = useLoad(fetchStreak, []);
  useEffect(() => {
    // Shown today: the next course start goes straight to the lesson (section 4).
    localStorage.setItem(STREAK_SHOWN_KEY, localDay(serverNow()));
  }, []);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <div className="page streak">
      <h1 className="page__title">{t('title')}</h1>
      <Loaded load={load} retry={retry}>
        {(s) => (
          <>
            <section className="card streak__hero" aria-labelledby="streak-count">
              <Glyph name="flame" size={56} />
              <p id="streak-count" className="streak__count">
                {t('streakDays', { value: abbreviateNumber(s.learning_streak) })}
              </p>
              <p className="muted">{s.learning_streak > 0 ? t('keepGoing') : t('startToday')}</p>
              {s.freezes_used_now > 0 && (
                <p className="card card--warning" role="note">
                  {t('freezeUsed', { value: abbreviateNumber(s.freezes_used_now) })}
                </p>
              )}
            </section>
            <section className="card" aria-labelledby="streak-goal">
              <h2 id="streak-goal" className="streak__subtitle">
                {t('todayGoal')}
              </h2>
              <ProgressBar value={s.today_plays} max={s.goal} labelledBy="streak-goal" />
              <p>
                {s.goal_met_today
                  ? t('goalMet')
                  : t('goalProgress', {
                      count: s.goal,
                      plays: abbreviateNumber(s.today_plays),
                      goal: abbreviateNumber(s.goal),
                    })}
              </p>
              <VLink to={STREAK_PATH.goals} className="button button--secondary">
                {t('changeGoal')}
              </VLink>
            </section>
            <section className="card" aria-labelledby="streak-week">
              <h2 id="streak-week" className="streak__subtitle">
                {t('lastSevenDays')}
              </h2>
              <ol className="week">
                {s.calendar.map((d) => {
                  const label = weekday.format(new Date(`${d.day}T12:00:00Z`));
                  const status = d.frozen
                    ? t('dayFrozen')
                    : d.goal_met
                      ? t('dayGoalMet')
                      : d.plays > 0
                        ? t('dayPlayed')
                        : t('dayMissed');
                  const kind = d.frozen
                    ? 'frozen'
                    : d.goal_met
                      ? 'met'
                      : d.plays > 0
                        ? 'played'
                        : 'missed';
                  return (
                    <li key={d.day} className={`week__day week__day--${kind}`}>
                      <span className="week__dot" aria-hidden="true">
                        {d.frozen
                          ? '❄'
                          : d.goal_met
                            ? '✓'
                            : d.plays > 0
                              ? abbreviateNumber(d.plays)
                              : ''}
                      </span>
                      <span className="week__label">{label}</span>
                      <span className="visually-hidden">
                        {d.day === s.today ? `${t('today')}: ` : ''}
                        {status}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
            <section className="card" aria-labelledby="streak-freeze">
              <h2 id="streak-freeze" className="streak__subtitle">
                {t('freezesTitle')}
              </h2>
              <p>
                {t('freezesHeld', {
                  freezes: abbreviateNumber(s.freezes),
                  max: abbreviateNumber(s.freeze_max),
                })}
              </p>
              <p className="muted">
                {s.freezes >= s.freeze_max
                  ? t('freezesFull')
                  : t('nextFreeze', { days: abbreviateNumber(s.next_freeze_in) })}
              </p>
            </section>
            <div className="actions">
              <ContinueButton />
              <VLink to={PATH.home} className="button button--secondary">
                {t('common:backToHome')}
              </VLink>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
