/** user/get-user-info: the student's own profile numbers (section 3, User info). */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../app';
import { done } from '../../http/envelope';

export default async function userInfo(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/get-user-info',
    {
      config: { auth: true },
      schema: { tags: ['user'], summary: "The signed-in student's info.", security: [{ bearer: [] }, { token: [] }] },
    },
    async (req) => {
      const u = userOf(req);
      return done({
        name: u.name,
        id: u.id,
        userId: u.id,
        points: u.points,
        diamond: u.diamond,
        votes: u.votes,
        country: u.country,
        lang: u.lang,
        diagnostic_flag: u.diagnosticFlag,
        diagnostic_popup: u.diagnosticPopup,
        current_avatar: u.currentAvatar,
        avatar_list: [],
        statistics: { exercise_completed: u.exerciseCompleted, learning_streak: u.learningStreak },
      });
    },
  );
}
