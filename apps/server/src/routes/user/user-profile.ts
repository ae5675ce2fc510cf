/**
 * user/get-user-profile GET (auth): the profile page's data: the User info entity plus gender,
 * red_dot_keys (still shown), join_date (account creation, ISO 8601), is_new_user (within 30 days of
 * creation, section 9) and shouldRegister.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../app';
import { done } from '../../http/envelope';
import { isNewUser, ownedAvatars, redDotKeys, SECURITY, userInfo } from './user-data';

export default async function userProfile(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/get-user-profile',
    {
      config: { auth: true },
      schema: { tags: ['user'], summary: "The signed-in student's profile.", security: SECURITY },
    },
    async (req) => {
      const u = userOf(req);
      const [avatars, keys] = await Promise.all([
        ownedAvatars(app.db, u.id),
        redDotKeys(app.db, u.id),
      ]);
      return done({
        ...userInfo(u, avatars),
        gender: u.gender,
        red_dot_keys: keys,
        join_date: u.createdAt.toISOString(),
        is_new_user: isNewUser(u, app.now()),
        shouldRegister: u.shouldRegister,
      });
    },
  );
}
