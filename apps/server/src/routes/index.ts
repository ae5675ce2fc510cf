/**
 * Mounts every service under its prefix (section 7). Relative paths of the spec ("auth/sign-in",
 * "learning/get-tasks") live in the route files; the prefixes live only here.
 */
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX } from './prefixes';
import publicRoutes from './public';
import localSignIn from './user/local-sign-in';
import userInfo from './user/user-info';

export async function registerServices(app: FastifyInstance): Promise<void> {
  await app.register(publicRoutes);
  await app.register(
    async (user) => {
      await user.register(localSignIn);
      await user.register(userInfo);
    },
    { prefix: SERVICE_PREFIX.user },
  );
}
