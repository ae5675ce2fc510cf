/**
 * Programs, surveys and certificates (issue 7), under the learning service beside get-programs,
 * where the front end calls it; the public certificate check has no auth.
 */
import type { FastifyInstance } from 'fastify';
import downloadCertificate from '../certificates/download-certificate';
import getCertificates from '../certificates/get-certificates';
import verifyCertificate from '../certificates/verify-certificate';
import getQuestionnaire from '../surveys/get-questionnaire';
import getQuestionnaires from '../surveys/get-questionnaires';
import submitQuestionnaire from '../surveys/submit-questionnaire';
import getPrograms from './get-programs';
import setCertificateName from './set-certificate-name';

export default async function programRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getPrograms);
  await app.register(setCertificateName);
  await app.register(getQuestionnaires);
  await app.register(getQuestionnaire);
  await app.register(submitQuestionnaire);
  await app.register(getCertificates);
  await app.register(downloadCertificate);
  await app.register(verifyCertificate);
}
