/** The onboarding routes: profile, first course, reward. */
import type { RouteModule } from '../../lib/route-module';

/** The onboarding steps load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const onboardingRoutes = [
  {
    id: 'onboarding',
    path: '/onboarding/',
    auth: true,
    screen: () => screens().then((m) => m.Onboarding),
    title: 'onboarding:title',
  },
  {
    id: 'onboardingCourses',
    path: '/onboarding/courses/',
    auth: true,
    screen: () => screens().then((m) => m.OnboardingCourses),
    title: 'onboarding:courseTitle',
  },
  {
    id: 'onboardingReward',
    path: '/onboarding/reward/',
    auth: true,
    screen: () => screens().then((m) => m.OnboardingReward),
    title: 'onboarding:rewardTitle',
  },
] as const satisfies readonly RouteModule[];
