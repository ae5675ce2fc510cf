/**
 * Every route of spec section 2, spelt as the spec spells it (trailing slashes included): each
 * feature declares its own (features/<feature>/routes.ts) and this list joins them, one line a
 * feature. Unknown paths go to /404/.
 */
import { matchPath } from '../lib/router';
import type { RouteModule } from '../lib/route-module';
import { signInRoutes } from '../features/sign-in/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { homeRoutes } from '../features/home/routes';
import { courseRoutes } from '../features/courses/routes';
import { learningRoutes } from '../features/learning/routes';
import { skillCheckRoutes } from '../features/skill-check/routes';
import { ecopowerRoutes } from '../features/ecopower/routes';
import { buddyRoutes } from '../features/buddy/routes';
import { leaderboardRoutes } from '../features/leaderboard/routes';
import { missionRoutes } from '../features/missions/routes';
import { shopRoutes } from '../features/shop/routes';
import { streakRoutes } from '../features/streak/routes';
import { profileRoutes } from '../features/profile/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { programRoutes } from '../features/programs/routes';
import { learnalyticsRoutes } from '../features/learnalytics/routes';
import { faqRoutes } from '../features/faq/routes';
import { communityRoutes } from '../features/community/routes';
import { votingRoutes } from '../features/voting/routes';
import { settingsRoutes } from '../features/settings/routes';
import { shareRoutes } from '../features/share/routes';
import { statusRoutes } from '../features/status/routes';

const FEATURE_ROUTES = [
  ...signInRoutes,
  ...onboardingRoutes,
  ...homeRoutes,
  ...courseRoutes,
  ...learningRoutes,
  ...skillCheckRoutes,
  ...ecopowerRoutes,
  ...buddyRoutes,
  ...missionRoutes,
  ...streakRoutes,
  ...leaderboardRoutes,
  ...shopRoutes,
  ...profileRoutes,
  ...notificationRoutes,
  ...programRoutes,
  ...learnalyticsRoutes,
  ...faqRoutes,
  ...communityRoutes,
  ...votingRoutes,
  ...settingsRoutes,
  ...shareRoutes,
  ...statusRoutes,
] as const;

export type ScreenId = (typeof FEATURE_ROUTES)[number]['id'];

export const ROUTES: readonly (RouteModule & { id: ScreenId })[] = FEATURE_ROUTES;

/** The route module a path opens and its parameters, if any (the router's matching). */
export function routeFor(
  pathname: string,
): { route: RouteModule; params: Record<string, string | undefined> } | undefined {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
