/**
 * Mounts every service under its prefix (section 7). Relative paths of the spec ("auth/sign-in",
 * "learning/get-tasks") live in the route files; the prefixes live only here.
 */
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX } from './prefixes';
import contentMediaRoutes from './content-media';
import featureFlagRoutes from './feature-flags';
import publicRoutes from './public';
import learningService, { getTime } from './learning';
import setEventHistory from './monitoring/set-event-history';
import localSignIn from './user/local-sign-in';
import nameValidation from './user/name-validation';
import oidcSignIn from './user/oidc-sign-in';
import redDot from './user/red-dot';
import resetAccount from './user/reset-account';
import updateUserInfo from './user/update-user-info';
import userInfo from './user/user-info';
import userPreference from './user/user-preference';
import userProfile from './user/user-profile';

export async function registerServices(app: FastifyInstance): Promise<void> {
  await app.register(publicRoutes);
  await app.register(featureFlagRoutes);
  await app.register(contentMediaRoutes);
  await app.register(
    async (user) => {
      await user.register(localSignIn);
      await user.register(oidcSignIn);
      await user.register(nameValidation);
      await user.register(userInfo);
      await user.register(userProfile);
      await user.register(updateUserInfo);
      await user.register(userPreference);
      await user.register(redDot);
    },
    { prefix: SERVICE_PREFIX.user },
  );
  // learning/reset-account is spelt under the learning service but is about the account.
  await app.register(resetAccount, { prefix: SERVICE_PREFIX.learning });
  await app.register(learningService, { prefix: SERVICE_PREFIX.learning });
  // Also under the user service: get-time (no service in the spec) and set-event-history (spelt so).
  await app.register(
    async (user) => {
      await user.register(getTime);
      await user.register(setEventHistory);
    },
    { prefix: SERVICE_PREFIX.user },
  );
}
