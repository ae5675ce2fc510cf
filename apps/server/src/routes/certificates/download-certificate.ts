/**
 * learning/download-certificate?code: the student's own certificate as a PDF (application/pdf,
 * attachment). 404 for a code that is not the student's; 409 (message code 2) while the
 * certificate name is not set.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { normaliseCertificateCode } from '../../certificates/code';
import { certificatePdf } from '../../certificates/pdf';
import { certificateByCode, verifyUrl } from '../../certificates/student-certificates';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { nonJsonAnswer } from '../../http/response-schemas';
import { AUTH_SECURITY, notFound } from '../learning/common';
import { perStudent } from '../../http/rate-limits';

export default async function downloadCertificate(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { code: string } }>(
    '/learning/download-certificate',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: ['certificates'],
        summary: "Downloads the student's own certificate as a PDF.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
        },
        response: nonJsonAnswer('application/pdf', 'The certificate, as an attachment.'),
      },
    },
    async (req, reply) => {
      const user = userOf(req);
      const code = normaliseCertificateCode(req.query.code);
      const row = code ? await certificateByCode(app.db, code) : null;
      if (!row || row.cert.userId !== user.id)
        throw notFound('certificate_not_found', 'No such certificate of yours');
      if (!row.name)
        throw new ApiError(
          409,
          'certificate_name_missing',
          'Set the certificate name first',
          MESSAGE_CODE.name,
        );
      const pdf = await certificatePdf({
        name: row.name,
        program: row.program.doc.name.en,
        issuedAt: row.cert.issuedAt,
        code: row.cert.code,
        verifyUrl: verifyUrl(app.config.publicUrl, row.cert.code),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${row.cert.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
