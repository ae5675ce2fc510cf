/**
 * Mounts every service under its prefix (section 7). Relative paths of the spec ("auth/sign-in",
 * "learning/get-tasks") live in the route files; the prefixes live only here.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { registerApiSchemas } from '../http/response-schemas';
import { SERVICE_PREFIX } from './prefixes';
import contentMediaRoutes from './content-media';
import chatRoutes from './chat';
import featureFlagRoutes from './feature-flags';
import localeRoutes from './locales';
import publicRoutes from './public';
import learningService, { getTime } from './learning';
import leaderboardRoutes from './leaderboard';
import missionService, { updateProgressMissions } from './mission';
import setEventHistory from './monitoring/set-event-history';
import shopRoutes from './shop';
import faqRoutes from './faq';
import learnalyticsRoutes from './learnalytics';
import programRoutes from './programs';
import shopMedia from './shop/media';
import skillCheckRoutes from './skill-check';
import notificationRoutes from './notification';
import communityService from './community';
import streakRoutes from './streak';
import claimAnonymous from './user/claim-anonymous';
import embedSession from './embed/session';
import { EMBED_API_PREFIX } from '../embed/cors';
import localSignIn from './user/local-sign-in';
import nameValidation from './user/name-validation';
import oidcSignIn from './user/oidc-sign-in';
import redDot from './user/red-dot';
import resetAccount from './user/reset-account';
import signOut from './user/sign-out';
import updateUserInfo from './user/update-user-info';
import userInfo from './user/user-info';
import userPreference from './user/user-preference';
import userProfile from './user/user-profile';
import learningProgress from './user/learning-progress';
import profileItems from './user/profile-items';
import setTimeZone from './user/set-time-zone';

const declared = new WeakMap<FastifyInstance, RouteOptions[]>();

/** The routes registerServices declared on `app`, with their schemas (response-schemas.test.ts). */
export function declaredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return declared.get(app) ?? [];
}

export async function registerServices(app: FastifyInstance): Promise<void> {
  // The answers' schemas (schemas/api/), before any route refers to them.
  registerApiSchemas(app);
  const routes: RouteOptions[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(publicRoutes);
  await app.register(featureFlagRoutes);
  await app.register(contentMediaRoutes);
  await app.register(localeRoutes);
  await app.register(shopMedia);
  await app.register(embedSession, { prefix: EMBED_API_PREFIX });
  await app.register(
    async (user) => {
      await user.register(localSignIn);
      await user.register(claimAnonymous);
      await user.register(oidcSignIn);
      await user.register(signOut);
      await user.register(nameValidation);
      await user.register(userInfo);
      await user.register(userProfile);
      await user.register(updateUserInfo);
      await user.register(userPreference);
      await user.register(redDot);
      await user.register(setTimeZone);
      await user.register(profileItems);
      await user.register(learningProgress);
      await user.register(streakRoutes);
      await user.register(leaderboardRoutes);
      await user.register(shopRoutes);
      await user.register(faqRoutes);
      await user.register(learnalyticsRoutes);
    },
    { prefix: SERVICE_PREFIX.user },
  );
  // learning/reset-account is spelt under the learning service but is about the account.
  await app.register(resetAccount, { prefix: SERVICE_PREFIX.learning });
  await app.register(learningService, { prefix: SERVICE_PREFIX.learning });
  await app.register(missionService, { prefix: SERVICE_PREFIX.mission });
  await app.register(updateProgressMissions, { prefix: `${SERVICE_PREFIX.learning}/learning` });
  await app.register(chatRoutes, { prefix: SERVICE_PREFIX.learning });
  await app.register(programRoutes, { prefix: SERVICE_PREFIX.learning });
  await app.register(skillCheckRoutes, { prefix: SERVICE_PREFIX.learning });
  await app.register(notificationRoutes, { prefix: SERVICE_PREFIX.user });
  await app.register(communityService, { prefix: SERVICE_PREFIX.community });
  // Also under the user service: get-time (no service in the spec) and set-event-history (spelt so).
  await app.register(
    async (user) => {
      await user.register(getTime);
      await user.register(setEventHistory);
    },
    { prefix: SERVICE_PREFIX.user },
  );
}
