/**
 * user/get-user-profile GET (auth): the profile page's data: the User info entity plus gender,
 * red_dot_keys (still shown), join_date (account creation, ISO 8601), is_new_user (within 30 days of
 * creation, section 9), shouldRegister, the profile pictures (current_background, avatar_url,
 * background_url), current_streak (0 once broken), time_zone, and certificates_count (the
 * certificates the student has earned).
 */
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { userOf, userRowOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { currentStreak, zoneOf } from '../../learning/streak';
import { itemOf } from '../../shop/catalogue';
import { isNewUser, ownedAvatars, redDotKeys, SECURITY, userInfo } from './user-data';
import { answerSchema } from '../../http/response-schemas';

export default async function userProfile(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/get-user-profile',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: "The signed-in student's profile.",
        security: SECURITY,
        response: answerSchema('user-service/user/get-user-profile'),
      },
    },
    async (req) => {
      const u = await userRowOf(app.db, userOf(req).id);
      const [avatars, keys, avatar, background, streak, earned] = await Promise.all([
        ownedAvatars(app.db, u.id),
        redDotKeys(app.db, u.id),
        itemOf(app.db, 'avatar', u.currentAvatar),
        itemOf(app.db, 'background', u.currentBackground),
        currentStreak(app.db, u, app.now()),
        app.db.select({ n: count() }).from(certificates).where(eq(certificates.userId, u.id)),
      ]);
      return done({
        ...userInfo(u, avatars),
        gender: u.gender,
        red_dot_keys: keys,
        join_date: u.createdAt.toISOString(),
        is_new_user: isNewUser(u, app.now()),
        shouldRegister: u.shouldRegister,
        current_background: u.currentBackground,
        avatar_url: avatar?.url ?? null,
        background_url: background?.url ?? null,
        current_streak: streak,
        time_zone: zoneOf(u),
        certificates_count: earned[0]?.n ?? 0,
      });
    },
  );
}
