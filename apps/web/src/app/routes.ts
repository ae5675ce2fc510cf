/**
 * Every route of spec section 2, spelt as the spec spells it (trailing slashes included). The
 * screens built so far are named by `screen`; every other route shows the translated "coming
 * soon" screen. Unknown paths go to /404/.
 */
export type ScreenId =
  | 'landing'
  | 'login'
  | 'loginSuccess'
  | 'onboarding'
  | 'onboardingCourses'
  | 'onboardingReward'
  | 'home'
  | 'courses'
  | 'learn'
  | 'result'
  | 'settings'
  | 'settingsLanguage'
  | 'chatBuddy'
  | 'reviewTime'
  | 'subject'
  | 'loginRegister'
  | 'comingSoon'
  | 'notFound';

export interface RouteDef {
  path: string;
  screen: ScreenId;
  /** Needs a signed-in user (else it goes to /login/). */
  auth?: boolean;
}

const built: RouteDef[] = [
  { path: '/', screen: 'landing' },
  { path: '/login/', screen: 'login' },
  { path: '/login/success/', screen: 'loginSuccess' },
  { path: '/login/register/', screen: 'loginRegister' },
  { path: '/onboarding/', screen: 'onboarding', auth: true },
  { path: '/onboarding/courses/', screen: 'onboardingCourses', auth: true },
  { path: '/onboarding/reward/', screen: 'onboardingReward', auth: true },
  { path: '/home/', screen: 'home', auth: true },
  { path: '/courses/', screen: 'courses', auth: true },
  { path: '/courses/review-time/', screen: 'reviewTime', auth: true },
  { path: '/subject/', screen: 'subject', auth: true },
  { path: '/learn/', screen: 'learn', auth: true },
  { path: '/result/', screen: 'result', auth: true },
  { path: '/settings/', screen: 'settings', auth: true },
  { path: '/settings/language', screen: 'settingsLanguage' },
  { path: '/chat-buddy/', screen: 'chatBuddy', auth: true },
  { path: '/coming-soon/', screen: 'comingSoon' },
  { path: '/404/', screen: 'notFound' },
];

const eco = [
  '/ecopower/',
  '/ecopower/accessible/',
  '/ecopower/chapters/:id/',
  '/ecopower/bridge/',
  '/ecopower/why-it-matters/',
  '/ecopower/our-story/',
  '/ecopower/fun-activities/',
  '/ecopower/fun-activities/success/',
  '/ecopower/fun-activities/error/',
  '/ecopower/tips/',
  '/ecopower/task-list/:id/:chapter_id/',
  '/ecopower/quiz/:id/:chapter_id/',
];

const later = [
  '/leaderboard/',
  '/explore',
  '/shop/',
  '/ads/',
  '/learnalytics/',
  '/learnalytics/code/',
  '/learnalytics/code/add/',
  '/missions/',
  '/missions/beginner-quest',
  '/missions/completed/',
  '/profile/',
  '/learning-progress/',
  '/profile/edit/',
  '/profile/edit/avatar/',
  '/profile/edit/background/',
  '/voting/',
  '/voting/recent-voting/',
  '/voting/concluded-voting/',
  '/voting/standing/',
  '/voting/faq/',
  '/voting/ongoing/',
  '/voting/detail/',
  '/voting/share/',
  '/voting/thankyou/',
  '/voting/participate',
  '/faq/',
  '/faq/detail/',
  '/notification/',
  '/notification/permission/',
  '/survey/',
  '/survey/thank-you/',
  '/questionnaire/',
  '/community/',
  '/community/mine/',
  '/community/explore/',
  '/community/current/',
  '/community/current/post/',
  '/community/appeal/',
  '/skill-check/',
  '/skill-check/result/',
  ...eco,
  '/streak/',
  '/streak/goals/',
  '/streak/check/',
  '/math/',
  '/math/task-list/',
  '/math/quiz/',
  '/math/quiz/result/',
  '/math/core-concept/',
  '/play/',
  '/play/chapters/',
  '/play/task-list/',
  '/play/quiz/',
  '/play/quiz/result/',
  '/play/core-concept/',
  '/certificates/',
  '/my-program/',
];

export const ROUTES: readonly RouteDef[] = [
  ...built,
  ...later.map((path): RouteDef => ({ path, screen: 'comingSoon' })),
];

/** Spelt paths the screens link to. */
export const PATH = {
  landing: '/',
  login: '/login/',
  loginSuccess: '/login/success/',
  onboarding: '/onboarding/',
  onboardingCourses: '/onboarding/courses/',
  onboardingReward: '/onboarding/reward/',
  home: '/home/',
  courses: '/courses/',
  learn: '/learn/',
  result: '/result/',
  settings: '/settings/',
  settingsLanguage: '/settings/language',
  notFound: '/404/',
  chatBuddy: '/chat-buddy/',
  leaderboard: '/leaderboard/',
  newsfeed: '/explore',
  community: '/community/',
  certificates: '/certificates/',
  profile: '/profile/',
  trackingCode: '/learnalytics/code/',
  vote: '/voting/',
  shop: '/shop/',
  storage: '/my-program/',
  career: '/subject/',
  sandbox: '/apps/sandbox/',
  loginRegister: '/login/register/',
  reviewTime: '/courses/review-time/',
  subject: '/subject/',
  skillCheck: '/skill-check/',
} as const;
