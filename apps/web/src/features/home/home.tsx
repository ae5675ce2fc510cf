/**
 * /home/: the student's day. The greeting, the bell and the balances; the current course as a path
 * with the next step one tap away; the streak and today's goal; the day's mission cards with
 * claim; the latest announcement. Every part loads at once and on its own (home-data.ts): a
 * skeleton of its own shape meanwhile, its own error (offline or not) after a failure.
 */
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate } from '../../lib/router';
import { useSnapshot } from 'valtio';
import { withVersion } from '../../lib/shell';
import { fetchStreak } from '../streak';
import { useClaim } from '../missions';
import { fetchNotifications } from '../notifications';
import { PATH } from '../../lib/paths';
import { fetchUserInfo, snackbars, state } from '../../lib/store';
import type { StartRequest } from '../start-course';
import { HomeNews } from './announcements';
import { CoursePath } from './course-path';
import { fetchAnnouncements, fetchMissionCards, loadCourse, whenOnline } from './home-data';
import { homeKeys } from './home-keys';
import { HomeHeader } from './home-header';
import { MissionCards } from './mission-cards';
import { StreakCard } from './streak-card';
import { useSection } from './use-section';
import './home.css';

/** Section 4's start flow and its popups: fetched on the first reach for a chapter (./starter). */
const loadStarter = () => import('./starter');
type StarterProps = { request: StartRequest; onBusy: (subjectId: number | null) => void };

function useStarter() {
  const [Starter, setStarter] = useState<ComponentType<StarterProps> | null>(null);
  const [request, setRequest] = useState<StartRequest | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const start = useCallback((req: StartRequest) => {
    setBusy(req.course.subject_id);
    loadStarter().then(
      (m) => {
        setStarter(() => m.default);
        setRequest(req);
      },
      () => {
        setBusy(null);
        snackbars.show({
          message: navigator.onLine ? 'errors:generic' : 'errors:noInternet',
          type: 'error',
        });
      },
    );
  }, []);
  const prepare = useCallback(() => void loadStarter().catch(() => undefined), []);
  const element = Starter && request ? <Starter request={request} onBusy={setBusy} /> : null;
  return { start, prepare, busy, element };
}

function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  const keys = homeKeys(lang);
  const [info, refreshInfo] = useSection(fetchUserInfo, [], { key: keys.info });
  const [course, retryCourse] = useSection(() => loadCourse(lang), [lang], { key: keys.course });
  const [streak, retryStreak] = useSection(whenOnline(fetchStreak), [], {
    key: keys.streak,
    liveOnly: true,
  });
  const [cards, refreshCards] = useSection(
    whenOnline(() => fetchMissionCards(lang)),
    [lang],
    { key: keys.missions, liveOnly: true },
  );
  const [news, retryNews] = useSection(() => fetchAnnouncements(lang), [lang], {
    key: keys.news,
  });
  const refreshBell = useCallback(() => {
    // The bell's count: what arrived since the panel was last opened (a play's reward, say).
    fetchNotifications(lang).catch(() => undefined);
  }, [lang]);
  useEffect(() => refreshBell(), [refreshBell]);
  // A claim changes the cards, the balances and (a reward notification) the bell.
  const { claim, claiming, dialog } = useClaim(() => {
    refreshCards();
    refreshInfo();
    refreshBell();
  });
  const starter = useStarter();
  const loading = [info, course, streak, cards, news].some((l) => l.status === 'loading');
  return (
    <div className="page home" aria-busy={loading}>
      <p className="visually-hidden" role="status">
        {loading ? t('common:loading') : ''}
      </p>
      {/* Each part its own Suspense boundary: a page the server rendered hydrates part by part,
          in short tasks a slow phone can answer a tap between. Nothing here suspends. */}
      <Suspense>
        <HomeHeader load={info} retry={refreshInfo} />
      </Suspense>
      <Suspense>
        <CoursePath load={course} retry={retryCourse} starter={starter} />
      </Suspense>
      <Suspense>
        <StreakCard load={streak} retry={retryStreak} />
      </Suspense>
      <Suspense>
        <MissionCards load={cards} retry={refreshCards} claiming={claiming} onClaim={claim} />
      </Suspense>
      <Suspense>
        <HomeNews load={news} retry={retryNews} />
      </Suspense>
      {dialog}
      {starter.element}
    </div>
  );
}

export function Home() {
  const snap = useSnapshot(state);
  // A student who has not onboarded yet finishes that first.
  if (snap.session?.shouldRegister) return <Navigate to={withVersion(PATH.onboarding)} replace />;
  return <HomeScreen />;
}
