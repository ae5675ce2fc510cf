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
  | 'ads'
  | 'courses'
  | 'learn'
  | 'result'
  | 'settings'
  | 'settingsLanguage'
  | 'chatBuddy'
  | 'reviewTime'
  | 'subject'
  | 'loginRegister'
  | 'missions'
  | 'beginnerQuest'
  | 'missionsCompleted'
  | 'streak'
  | 'streakGoals'
  | 'streakCheck'
  | 'leaderboard'
  | 'profile'
  | 'profileEdit'
  | 'profileAvatar'
  | 'profileBackground'
  | 'learningProgress'
  | 'shop'
  | 'explore'
  | 'skillCheck'
  | 'skillCheckResult'
  | 'notification'
  | 'notificationPermission'
  | 'myProgram'
  | 'survey'
  | 'surveyThankYou'
  | 'questionnaire'
  | 'certificates'
  | 'faq'
  | 'faqDetail'
  | 'learnalytics'
  | 'learnalyticsCode'
  | 'learnalyticsCodeAdd'
  | 'community'
  | 'communityMine'
  | 'communityExplore'
  | 'communityCurrent'
  | 'communityPost'
  | 'communityAppeal'
  | 'voting'
  | 'votingOngoing'
  | 'votingRecent'
  | 'votingConcluded'
  | 'votingStanding'
  | 'votingDetail'
  | 'votingParticipate'
  | 'votingShare'
  | 'votingThankyou'
  | 'votingFaq'
  | 'ecopower'
  | 'ecopowerAccessible'
  | 'ecopowerChapters'
  | 'ecopowerBridge'
  | 'ecopowerWhyItMatters'
  | 'ecopowerOurStory'
  | 'ecopowerFunActivities'
  | 'ecopowerFunSuccess'
  | 'ecopowerFunError'
  | 'ecopowerTips'
  | 'ecopowerTaskList'
  | 'ecopowerQuiz'
  | 'math'
  | 'mathTaskList'
  | 'mathQuiz'
  | 'mathQuizResult'
  | 'mathCoreConcept'
  | 'play'
  | 'playChapters'
  | 'playTaskList'
  | 'playQuiz'
  | 'playQuizResult'
  | 'playCoreConcept'
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
  // Announcements need no sign-in (get-ads is public).
  { path: '/ads/', screen: 'ads' },
  { path: '/courses/', screen: 'courses', auth: true },
  { path: '/courses/review-time/', screen: 'reviewTime', auth: true },
  { path: '/subject/', screen: 'subject', auth: true },
  { path: '/learn/', screen: 'learn', auth: true },
  { path: '/result/', screen: 'result', auth: true },
  { path: '/settings/', screen: 'settings', auth: true },
  { path: '/settings/language', screen: 'settingsLanguage' },
  { path: '/chat-buddy/', screen: 'chatBuddy', auth: true },
  { path: '/missions/', screen: 'missions', auth: true },
  { path: '/missions/beginner-quest', screen: 'beginnerQuest', auth: true },
  { path: '/missions/completed/', screen: 'missionsCompleted', auth: true },
  { path: '/streak/', screen: 'streak', auth: true },
  { path: '/streak/goals/', screen: 'streakGoals', auth: true },
  { path: '/streak/check/', screen: 'streakCheck', auth: true },
  { path: '/leaderboard/', screen: 'leaderboard', auth: true },
  { path: '/profile/', screen: 'profile', auth: true },
  { path: '/profile/edit/', screen: 'profileEdit', auth: true },
  { path: '/profile/edit/avatar/', screen: 'profileAvatar', auth: true },
  { path: '/profile/edit/background/', screen: 'profileBackground', auth: true },
  { path: '/learning-progress/', screen: 'learningProgress', auth: true },
  { path: '/shop/', screen: 'shop', auth: true },
  { path: '/explore', screen: 'explore', auth: true },
  { path: '/coming-soon/', screen: 'comingSoon' },
  { path: '/skill-check/', screen: 'skillCheck', auth: true },
  { path: '/skill-check/result/', screen: 'skillCheckResult', auth: true },
  { path: '/notification/', screen: 'notification', auth: true },
  { path: '/notification/permission/', screen: 'notificationPermission', auth: true },
  { path: '/my-program/', screen: 'myProgram', auth: true },
  { path: '/survey/', screen: 'survey', auth: true },
  { path: '/survey/thank-you/', screen: 'surveyThankYou', auth: true },
  { path: '/questionnaire/', screen: 'questionnaire', auth: true },
  // Public with ?verify=<code> (the certificate check); the screen asks for sign-in otherwise.
  { path: '/certificates/', screen: 'certificates' },
  { path: '/faq/', screen: 'faq' },
  { path: '/faq/detail/', screen: 'faqDetail' },
  { path: '/learnalytics/', screen: 'learnalytics', auth: true },
  { path: '/learnalytics/code/', screen: 'learnalyticsCode', auth: true },
  { path: '/learnalytics/code/add/', screen: 'learnalyticsCodeAdd', auth: true },
  // Issue 8. Voting screens check the sign-in themselves: a signed-out visitor's vote link is
  // kept through the sign-in (voting_link), so they are not guarded here.
  { path: '/community/', screen: 'community', auth: true },
  { path: '/community/mine/', screen: 'communityMine', auth: true },
  { path: '/community/explore/', screen: 'communityExplore', auth: true },
  { path: '/community/current/', screen: 'communityCurrent', auth: true },
  { path: '/community/current/post/', screen: 'communityPost', auth: true },
  { path: '/community/appeal/', screen: 'communityAppeal', auth: true },
  { path: '/voting/', screen: 'voting' },
  { path: '/voting/ongoing/', screen: 'votingOngoing' },
  { path: '/voting/recent-voting/', screen: 'votingRecent' },
  { path: '/voting/concluded-voting/', screen: 'votingConcluded' },
  { path: '/voting/standing/', screen: 'votingStanding' },
  { path: '/voting/detail/', screen: 'votingDetail' },
  { path: '/voting/participate', screen: 'votingParticipate' },
  { path: '/voting/share/', screen: 'votingShare' },
  { path: '/voting/thankyou/', screen: 'votingThankyou' },
  { path: '/voting/faq/', screen: 'votingFaq' },
  { path: '/404/', screen: 'notFound' },
];

// Issue 10: ecopower (path params as the spec spells them), math and external courses (play).
const courseAreas: RouteDef[] = [
  { path: '/ecopower/', screen: 'ecopower', auth: true },
  { path: '/ecopower/accessible/', screen: 'ecopowerAccessible', auth: true },
  { path: '/ecopower/chapters/:id/', screen: 'ecopowerChapters', auth: true },
  { path: '/ecopower/bridge/', screen: 'ecopowerBridge', auth: true },
  { path: '/ecopower/why-it-matters/', screen: 'ecopowerWhyItMatters', auth: true },
  { path: '/ecopower/our-story/', screen: 'ecopowerOurStory', auth: true },
  { path: '/ecopower/fun-activities/', screen: 'ecopowerFunActivities', auth: true },
  { path: '/ecopower/fun-activities/success/', screen: 'ecopowerFunSuccess', auth: true },
  { path: '/ecopower/fun-activities/error/', screen: 'ecopowerFunError', auth: true },
  { path: '/ecopower/tips/', screen: 'ecopowerTips', auth: true },
  { path: '/ecopower/task-list/:id/:chapter_id/', screen: 'ecopowerTaskList', auth: true },
  { path: '/ecopower/quiz/:id/:chapter_id/', screen: 'ecopowerQuiz', auth: true },
  { path: '/math/', screen: 'math', auth: true },
  { path: '/math/task-list/', screen: 'mathTaskList', auth: true },
  { path: '/math/quiz/', screen: 'mathQuiz', auth: true },
  { path: '/math/quiz/result/', screen: 'mathQuizResult', auth: true },
  { path: '/math/core-concept/', screen: 'mathCoreConcept', auth: true },
  { path: '/play/', screen: 'play', auth: true },
  { path: '/play/chapters/', screen: 'playChapters', auth: true },
  { path: '/play/task-list/', screen: 'playTaskList', auth: true },
  { path: '/play/quiz/', screen: 'playQuiz', auth: true },
  { path: '/play/quiz/result/', screen: 'playQuizResult', auth: true },
  { path: '/play/core-concept/', screen: 'playCoreConcept', auth: true },
];

export const ROUTES: readonly RouteDef[] = [...built, ...courseAreas];

/** Spelt paths the screens link to. */
export const PATH = {
  landing: '/',
  login: '/login/',
  loginSuccess: '/login/success/',
  onboarding: '/onboarding/',
  onboardingCourses: '/onboarding/courses/',
  onboardingReward: '/onboarding/reward/',
  home: '/home/',
  ads: '/ads/',
  courses: '/courses/',
  learn: '/learn/',
  result: '/result/',
  settings: '/settings/',
  settingsLanguage: '/settings/language',
  notFound: '/404/',
  chatBuddy: '/chat-buddy/',
  leaderboard: '/leaderboard/',
  newsfeed: '/community/?view=newsfeed',
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
  learnalytics: '/learnalytics/',
  trackingCodeAdd: '/learnalytics/code/add/',
  survey: '/survey/',
  surveyThankYou: '/survey/thank-you/',
  questionnaire: '/questionnaire/',
  faq: '/faq/',
  faqDetail: '/faq/detail/',
  skillCheckResult: '/skill-check/result/',
  notification: '/notification/',
  notificationPermission: '/notification/permission/',
  missions: '/missions/',
  beginnerQuest: '/missions/beginner-quest',
  missionsCompleted: '/missions/completed/',
  streak: '/streak/',
  streakGoals: '/streak/goals/',
  streakCheck: '/streak/check/',
  profileEdit: '/profile/edit/',
  profileAvatar: '/profile/edit/avatar/',
  profileBackground: '/profile/edit/background/',
  learningProgress: '/learning-progress/',
} as const;
