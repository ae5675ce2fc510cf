/**
 * /streak/ (the learning streak, today's goal, the last 7 days, freezes), /streak/goals/ (pick a
 * daily goal) and /streak/check/ (after a lesson: did today count). Starting a course may route
 * here first (section 4); "continue" then goes where the start was heading.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviateNumber } from '@web-ed/engine';
import { errorTextKey } from '../shell';
import { Loaded } from '../app/chrome';
import { fetchStreak, fetchStreakCheck, setStreakGoal } from '../app/engagement-api';
import { localDay, STREAK_SHOWN_KEY } from '../app/engagement-rules';
import { Glyph } from '../app/icons';
import { useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { serverNow } from '../app/runtime';
import { snackbars } from '../app/store';
import { useLoad } from '../app/use-load';
import { STREAK_NEXT_KEY } from '../app/use-start-course';
import './engagement.css';
import { ProgressBar } from '../lib/progress-bar';

export const STREAK_PATH = {
  streak: '/streak/',
  goals: '/streak/goals/',
  check: '/streak/check/',
} as const;

/** Where a course start was heading before /streak/ (sessionStorage), else null. */
function pendingNext(): string | null {
  return sessionStorage.getItem(STREAK_NEXT_KEY);
}

function ContinueButton() {
  const { t } = useTranslation('streak');
  const go = useGo();
  const next = pendingNext();
  if (!next) return null;
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        sessionStorage.removeItem(STREAK_NEXT_KEY);
        go(next);
      }}
    >
      {t('continueLearning')}
    </button>
  );
}

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
