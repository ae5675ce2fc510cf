/**
 * certificates/verify/:code (no auth): the public check of a certificate: its holder's
 * certificate name, program (in ?lang, default English) and issue date. 404 certificate_not_found
 * for an unknown code. The web app's /certificates/?verify=<code> shows it.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { displayCode, normaliseCertificateCode } from '../../certificates/code';
import { certificateByCode } from '../../certificates/student-certificates';
import { done } from '../../http/envelope';
import { localized } from '../../programs/localized';
import { langSchema, notFound } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function verifyCertificate(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { code: string }; Querystring: { lang?: Lang } }>(
    '/certificates/verify/:code',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['certificates'],
        summary: 'Checks a certificate by its verification code (public).',
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: langSchema },
        },
        response: answerSchema('learning-service/certificates/verify'),
      },
    },
    async (req) => {
      const code = normaliseCertificateCode(req.params.code);
      const row = code ? await certificateByCode(app.db, code) : null;
      if (!row) throw notFound('certificate_not_found', 'No certificate with this code');
      return done({
        valid: true,
        code: displayCode(row.cert.code),
        name: row.name,
        program_name: localized(row.program.doc.name, req.query.lang ?? 'en'),
        program_type: row.program.type,
        issued_at: row.cert.issuedAt.toISOString(),
      });
    },
  );
}
