/**
 * learning/get-programs?lang (section 7, "GET get-programs (lang)"): the student's programs
 * (user_programs: id, name, type, courses with subject_id and progress, questionnaires with id,
 * is_mandatory and status available or completed, the certificate once earned) and
 * user_certificate_name (null until set).
 */
import type { FastifyInstance } from 'fastify';
import { resolveLang, type Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { certificateName } from '../../certificates/name';
import { studentPrograms } from '../../programs/student-programs';
import { AUTH_SECURITY, langSchema } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function getPrograms(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/learning/get-programs',
    {
      config: { auth: true },
      schema: {
        tags: ['programs'],
        summary: "The student's programs, their progress, and the certificate name.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-programs'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const lang = req.query.lang ?? resolveLang(user.lang);
      const [userPrograms, name] = await Promise.all([
        studentPrograms(app.db, user.id, lang, app.now()),
        certificateName(app.db, user.id),
      ]);
      return done({ user_programs: userPrograms, user_certificate_name: name });
    },
  );
}
