/** /result/: stars, points and the rewards the server gave (minigame-finish total_rewards). */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { Glyph } from '../../../lib/icons';
import { href, VLink } from '../../../lib/nav';
import { PATH } from '../../../lib/paths';
import { state } from '../../../lib/store';
import './play.css';

/** Shown only after a play that completed missions: its chunk loads then. */
const MissionsCompletedPopup = lazy(() =>
  import('./missions-completed-popup').then((m) => ({ default: m.MissionsCompletedPopup })),
);

/** Results whose missions popup was shown: once per result. */
const missionsShown = new WeakSet<object>();

export interface ResultProps {
  /** Where "back to the course" goes (default the course page); math and play pass their list. */
  backTo?: (result: { subjectId: number; chapterId: number }) => string;
}

export function Result({ backTo }: ResultProps = {}) {
  const { t } = useTranslation('result');
  const snap = useSnapshot(state);
  const r = snap.lastResult;
  const [, setShown] = useState<object | null>(null);
  const current = state.lastResult;
  const missions =
    current !== null && current.missionsCompleted.length > 0 && !missionsShown.has(current)
      ? current.missionsCompleted
      : null;
  if (!r) {
    return (
      <div className="page page--center">
        <h1 className="page__title">{t('titleGood')}</h1>
        <p className="muted">{t('noResult')}</p>
        <VLink className="button button--primary" to={PATH.home}>
          {t('common:backToHome')}
        </VLink>
      </div>
    );
  }
  const title = r.stars >= 3 ? t('titleGreat') : r.stars >= 1 ? t('titleGood') : t('titleTryAgain');
  return (
    <div className="page page--center result">
      <p className="eyebrow">{r.taskTitle}</p>
      <h1 className="page__title">{title}</h1>
      <div className="result__stars" role="img" aria-label={t('stars', { stars: r.stars })}>
        {[1, 2, 3].map((i) => (
          <svg
            key={i}
            className={i <= r.stars ? 'star star--on' : 'star'}
            width="56"
            height="56"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <path
              d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z"
              fill="currentColor"
            />
          </svg>
        ))}
      </div>
      <p className="result__score">{t('score', { correct: r.correct, total: r.total })}</p>
      <ul className="rewards">
        <li className="reward">
          <Glyph name="star" size={20} />
          {t('pointsEarned', {
            points: r.rewards?.points ?? r.points,
            count: r.rewards?.points ?? r.points,
          })}
        </li>
        {r.rewards && r.rewards.diamonds > 0 && (
          <li className="reward">
            <Glyph name="diamond" size={20} />
            {t('diamondsEarned', { diamonds: r.rewards.diamonds, count: r.rewards.diamonds })}
          </li>
        )}
      </ul>
      {r.chapterProgress !== null && (
        <p className="result__progress">
          {r.chapterProgress >= 100
            ? t('chapterCompleted')
            : t('chapterProgress', { percent: r.chapterProgress })}
        </p>
      )}
      {!r.rewards && (
        <p className="card card--warning" role="note">
          {t('pendingSync')}
        </p>
      )}
      <div className="actions">
        <VLink
          className="button button--primary"
          to={backTo ? backTo(r) : href(PATH.courses, { sid: r.subjectId })}
        >
          {t('backToCourse')}
        </VLink>
        <VLink className="button button--secondary" to={PATH.home}>
          {t('common:backToHome')}
        </VLink>
      </div>
      {missions && current && (
        <Suspense fallback={null}>
          <MissionsCompletedPopup
            ids={missions}
            onClose={() => {
              missionsShown.add(current);
              setShown(current);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
