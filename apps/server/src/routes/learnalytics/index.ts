/** Learnalytics (issue 7): tracking codes and class reports, under the user service. */
import type { FastifyInstance } from 'fastify';
import addCode from './add-code';
import cancelCode from './cancel-code';
import classReport from './class-report';
import getCodes from './get-codes';

export default async function learnalyticsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getCodes);
  await app.register(addCode);
  await app.register(cancelCode);
  await app.register(classReport);
}
