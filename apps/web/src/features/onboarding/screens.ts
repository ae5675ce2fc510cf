/** The onboarding steps load as one chunk: they share most of their code. */
export { Onboarding } from './onboarding';
export { OnboardingCourses } from './onboarding-courses';
export { OnboardingReward } from './onboarding-reward';
