/** The FAQ (issue 7): faq/get-faq and faq/set-faq, under the user service. */
import type { FastifyInstance } from 'fastify';
import getFaq from './get-faq';
import setFaq from './set-faq';

export default async function faqRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getFaq);
  await app.register(setFaq);
}
