/** user/get-user-info: the student's own profile numbers (section 3, User info). */
import type { FastifyInstance } from 'fastify';
import { userOf, userRowOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { ownedAvatars, SECURITY, userInfo } from './user-data';
import { answerSchema } from '../../http/response-schemas';

export default async function userInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/get-user-info',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: "The signed-in student's info.",
        security: SECURITY,
        response: answerSchema('user-service/user/get-user-info'),
      },
    },
    async (req) => {
      const u = await userRowOf(app.db, userOf(req).id);
      return done(userInfo(u, await ownedAvatars(app.db, u.id)));
    },
  );
}
