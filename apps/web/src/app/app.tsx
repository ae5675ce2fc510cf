/**
 * The router: every route of section 2 (built screens, "coming soon" for the rest, /404/ for
 * unknown paths), the version parameter on every page URL, the sign-in guard and the 401 handler.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Lang } from '@web-ed/i18n';
import { convertHashLink, maintenanceFrom, normaliseUrl, routePath, withVersion } from '../shell';
import { backHistory } from './back';
import { track } from './analytics';
import { Skeleton } from './chrome';
import { Layout } from './layout';
import { StartupDialogs } from '../dialogs/startup-dialogs';
import { sendPage, sendTimeZone } from './mission-behavior';
import { PATH, ROUTES, type ScreenId } from './routes';
import { serverNow, startRuntime } from './runtime';
import { flush, setUnauthorizedHandler, state } from './store';
import { RouteErrorBoundary } from '../monitoring/route-error-boundary';

const screens: Record<ScreenId, ComponentType> = {
  landing: lazy(() => import('../screens/sign-in').then((m) => ({ default: m.Landing }))),
  login: lazy(() => import('../screens/sign-in').then((m) => ({ default: m.Login }))),
  loginSuccess: lazy(() => import('../screens/sign-in').then((m) => ({ default: m.LoginSuccess }))),
  onboarding: lazy(() => import('../screens/onboarding').then((m) => ({ default: m.Onboarding }))),
  onboardingCourses: lazy(() =>
    import('../screens/onboarding').then((m) => ({ default: m.OnboardingCourses })),
  ),
  onboardingReward: lazy(() =>
    import('../screens/onboarding').then((m) => ({ default: m.OnboardingReward })),
  ),
  home: lazy(() => import('../screens/home').then((m) => ({ default: m.Home }))),
  ads: lazy(() => import('../screens/ads').then((m) => ({ default: m.Ads }))),
  courses: lazy(() => import('../screens/courses').then((m) => ({ default: m.Courses }))),
  learn: lazy(() => import('../screens/learn').then((m) => ({ default: m.Learn }))),
  result: lazy(() => import('../screens/result').then((m) => ({ default: m.Result }))),
  settings: lazy(() => import('../screens/settings').then((m) => ({ default: m.Settings }))),
  settingsLanguage: lazy(() =>
    import('../screens/settings').then((m) => ({ default: m.SettingsLanguage })),
  ),
  reviewTime: lazy(() => import('../screens/review-time').then((m) => ({ default: m.ReviewTime }))),
  subject: lazy(() => import('../screens/subject').then((m) => ({ default: m.Subject }))),
  loginRegister: lazy(() =>
    import('../screens/login-register').then((m) => ({ default: m.LoginRegister })),
  ),
  chatBuddy: lazy(() => import('../screens/chat-buddy').then((m) => ({ default: m.ChatBuddy }))),
  missions: lazy(() => import('../screens/missions').then((m) => ({ default: m.Missions }))),
  beginnerQuest: lazy(() =>
    import('../screens/missions').then((m) => ({ default: m.BeginnerQuest })),
  ),
  missionsCompleted: lazy(() =>
    import('../screens/missions').then((m) => ({ default: m.MissionsCompleted })),
  ),
  streak: lazy(() => import('../screens/streak').then((m) => ({ default: m.Streak }))),
  streakGoals: lazy(() => import('../screens/streak').then((m) => ({ default: m.StreakGoals }))),
  streakCheck: lazy(() => import('../screens/streak').then((m) => ({ default: m.StreakCheck }))),
  leaderboard: lazy(() =>
    import('../screens/leaderboard').then((m) => ({ default: m.Leaderboard })),
  ),
  profile: lazy(() => import('../screens/profile').then((m) => ({ default: m.Profile }))),
  profileEdit: lazy(() => import('../screens/profile').then((m) => ({ default: m.ProfileEdit }))),
  profileAvatar: lazy(() =>
    import('../screens/profile').then((m) => ({ default: m.ProfileAvatar })),
  ),
  profileBackground: lazy(() =>
    import('../screens/profile').then((m) => ({ default: m.ProfileBackground })),
  ),
  learningProgress: lazy(() =>
    import('../screens/profile').then((m) => ({ default: m.LearningProgress })),
  ),
  shop: lazy(() => import('../screens/shop').then((m) => ({ default: m.Shop }))),
  explore: lazy(() => import('../screens/shop').then((m) => ({ default: m.Explore }))),
  skillCheck: lazy(() => import('../screens/skill-check').then((m) => ({ default: m.SkillCheck }))),
  skillCheckResult: lazy(() =>
    import('../screens/skill-check-result').then((m) => ({ default: m.SkillCheckResult })),
  ),
  notification: lazy(() =>
    import('../screens/notifications').then((m) => ({ default: m.Notifications })),
  ),
  notificationPermission: lazy(() =>
    import('../screens/notification-permission').then((m) => ({
      default: m.NotificationPermission,
    })),
  ),
  comingSoon: lazy(() => import('../screens/static').then((m) => ({ default: m.ComingSoon }))),
  notFound: lazy(() => import('../screens/static').then((m) => ({ default: m.NotFound }))),
  myProgram: lazy(() => import('../screens/my-program').then((m) => ({ default: m.MyProgram }))),
  survey: lazy(() => import('../screens/survey').then((m) => ({ default: m.SurveyList }))),
  surveyThankYou: lazy(() =>
    import('../screens/survey').then((m) => ({ default: m.SurveyThankYou })),
  ),
  questionnaire: lazy(() =>
    import('../screens/questionnaire').then((m) => ({ default: m.Questionnaire })),
  ),
  certificates: lazy(() =>
    import('../screens/certificates').then((m) => ({ default: m.Certificates })),
  ),
  faq: lazy(() => import('../screens/faq').then((m) => ({ default: m.Faq }))),
  faqDetail: lazy(() => import('../screens/faq').then((m) => ({ default: m.FaqDetail }))),
  learnalytics: lazy(() =>
    import('../screens/learnalytics').then((m) => ({ default: m.Learnalytics })),
  ),
  learnalyticsCode: lazy(() =>
    import('../screens/learnalytics').then((m) => ({ default: m.LearnalyticsCode })),
  ),
  learnalyticsCodeAdd: lazy(() =>
    import('../screens/learnalytics').then((m) => ({ default: m.LearnalyticsCodeAdd })),
  ),
  community: lazy(() => import('../screens/community').then((m) => ({ default: m.Community }))),
  communityMine: lazy(() =>
    import('../screens/community').then((m) => ({ default: m.CommunityMine })),
  ),
  communityExplore: lazy(() =>
    import('../screens/community').then((m) => ({ default: m.CommunityExplore })),
  ),
  communityCurrent: lazy(() =>
    import('../screens/community').then((m) => ({ default: m.CommunityCurrent })),
  ),
  communityPost: lazy(() =>
    import('../screens/community').then((m) => ({ default: m.CommunityPost })),
  ),
  communityAppeal: lazy(() =>
    import('../screens/community').then((m) => ({ default: m.CommunityAppeal })),
  ),
  voting: lazy(() => import('../screens/voting').then((m) => ({ default: m.Voting }))),
  votingOngoing: lazy(() =>
    import('../screens/voting').then((m) => ({ default: m.VotingOngoing })),
  ),
  votingRecent: lazy(() => import('../screens/voting').then((m) => ({ default: m.VotingRecent }))),
  votingConcluded: lazy(() =>
    import('../screens/voting').then((m) => ({ default: m.VotingConcluded })),
  ),
  votingStanding: lazy(() =>
    import('../screens/voting').then((m) => ({ default: m.VotingStanding })),
  ),
  votingDetail: lazy(() => import('../screens/voting').then((m) => ({ default: m.VotingDetail }))),
  votingParticipate: lazy(() =>
    import('../screens/voting').then((m) => ({ default: m.VotingParticipate })),
  ),
  votingShare: lazy(() => import('../screens/voting').then((m) => ({ default: m.VotingShare }))),
  votingThankyou: lazy(() =>
    import('../screens/voting').then((m) => ({ default: m.VotingThankyou })),
  ),
  votingFaq: lazy(() => import('../screens/voting').then((m) => ({ default: m.VotingFaq }))),
  ecopower: lazy(() => import('../screens/ecopower').then((m) => ({ default: m.EcopowerHome }))),
  ecopowerAccessible: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerAccessible })),
  ),
  ecopowerChapters: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerChapters })),
  ),
  ecopowerBridge: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerBridge })),
  ),
  ecopowerWhyItMatters: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerWhyItMatters })),
  ),
  ecopowerOurStory: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerOurStory })),
  ),
  ecopowerFunActivities: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerFunActivities })),
  ),
  ecopowerFunSuccess: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerFunSuccess })),
  ),
  ecopowerFunError: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerFunError })),
  ),
  ecopowerTips: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerTips })),
  ),
  ecopowerTaskList: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerTaskList })),
  ),
  ecopowerQuiz: lazy(() =>
    import('../screens/ecopower').then((m) => ({ default: m.EcopowerQuiz })),
  ),
  math: lazy(() => import('../screens/math').then((m) => ({ default: m.MathHome }))),
  mathTaskList: lazy(() => import('../screens/math').then((m) => ({ default: m.MathTaskList }))),
  mathQuiz: lazy(() => import('../screens/math').then((m) => ({ default: m.MathQuiz }))),
  mathQuizResult: lazy(() =>
    import('../screens/math').then((m) => ({ default: m.MathQuizResult })),
  ),
  mathCoreConcept: lazy(() =>
    import('../screens/math').then((m) => ({ default: m.MathCoreConcept })),
  ),
  play: lazy(() => import('../screens/play').then((m) => ({ default: m.PlayHome }))),
  playChapters: lazy(() => import('../screens/play').then((m) => ({ default: m.PlayChapters }))),
  playTaskList: lazy(() => import('../screens/play').then((m) => ({ default: m.PlayTaskList }))),
  playQuiz: lazy(() => import('../screens/play').then((m) => ({ default: m.PlayQuiz }))),
  playQuizResult: lazy(() =>
    import('../screens/play').then((m) => ({ default: m.PlayQuizResult })),
  ),
  playCoreConcept: lazy(() =>
    import('../screens/play').then((m) => ({ default: m.PlayCoreConcept })),
  ),
};

function Guarded({ screen, auth }: { screen: ScreenId; auth: boolean }) {
  const snap = useSnapshot(state);
  const { pathname } = useLocation();
  const Screen = screens[screen];
  if (auth && !snap.session) return <Navigate to={PATH.login} replace />;
  return (
    <RouteErrorBoundary key={pathname} route={pathname}>
      <Screen />
    </RouteErrorBoundary>
  );
}

/** Replaces the URL when its version parameter is missing or wrong (not on login/token URLs). */
function VersionParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const current = `${location.pathname}${location.search}${location.hash}`;
    // Old hash links (#/faq/…, #/learn/…, #/courses/…) first, then the version parameter.
    const unhashed = location.hash ? convertHashLink(current) : null;
    if (unhashed !== null) {
      navigate(withVersion(unhashed), { replace: true });
      return;
    }
    const fixed = normaliseUrl(current);
    if (fixed !== null) navigate(fixed, { replace: true, state: location.state as unknown });
    else backHistory.push(`${location.pathname}${location.search}`);
  }, [location, navigate]);
  return null;
}

function Background() {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const snap = useSnapshot(state);
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(PATH.login, { replace: true }));
  }, [navigate]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void startRuntime(
      () => i18n.language,
      (listener) => {
        i18n.on('languageChanged', listener);
        return () => i18n.off('languageChanged', listener);
      },
    ).then((s) => {
      if (cancelled) s();
      else stop = s;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [i18n]);
  const signedIn = snap.session !== null;
  useEffect(() => {
    if (signedIn && navigator.onLine) flush().catch(() => undefined);
  }, [signedIn]);
  const page = routePath(location.pathname);
  useEffect(() => {
    void track('page_view', 'navigation', { page }, i18n.language as Lang, serverNow());
  }, [page, i18n]);
  useEffect(() => {
    if (signedIn) sendPage(page);
  }, [signedIn, page]);
  useEffect(() => {
    if (signedIn) void sendTimeZone();
  }, [signedIn]);
  return null;
}

const Maintenance = lazy(() =>
  import('../screens/static').then((m) => ({ default: m.Maintenance })),
);

export function App() {
  const snap = useSnapshot(state);
  const maintenance = maintenanceFrom(snap.flags, localStorage);
  return (
    <BrowserRouter>
      <VersionParam />
      <Background />
      {maintenance ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <Maintenance image={maintenance.image} />
        </Suspense>
      ) : (
        <Layout>
          <StartupDialogs />
          <Suspense fallback={<Skeleton lines={4} />}>
            <Routes>
              {ROUTES.map((r) => (
                <Route
                  key={r.path}
                  path={r.path}
                  element={<Guarded screen={r.screen} auth={r.auth === true} />}
                />
              ))}
              <Route path="*" element={<Navigate to={withVersion(PATH.notFound)} replace />} />
            </Routes>
          </Suspense>
        </Layout>
      )}
    </BrowserRouter>
  );
}
