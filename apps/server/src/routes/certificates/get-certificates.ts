/**
 * learning/get-certificates?lang: the student's certificates (code, program, issue date, the
 * public verification URL) and user_certificate_name. A program completed since the last call
 * gets its certificate here.
 */
import type { FastifyInstance } from 'fastify';
import { resolveLang, type Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { certificateName } from '../../certificates/name';
import { studentCertificates, verifyUrl } from '../../certificates/student-certificates';
import { done } from '../../http/envelope';
import { AUTH_SECURITY, langSchema } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function getCertificates(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/learning/get-certificates',
    {
      config: { auth: true },
      schema: {
        tags: ['certificates'],
        summary: "The student's certificates.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-certificates'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const lang = req.query.lang ?? resolveLang(user.lang);
      const [list, name] = await Promise.all([
        studentCertificates(app.db, user.id, lang, app.now()),
        certificateName(app.db, user.id),
      ]);
      return done({
        user_certificate_name: name,
        certificates: list.map((c) => ({
          ...c,
          verify_url: verifyUrl(app.config.publicUrl, c.code),
        })),
      });
    },
  );
}
