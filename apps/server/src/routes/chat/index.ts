/**
 * The chat buddy's calls (section 7, "Chat"), mounted under the learning service: the spec spells
 * them as bare relative paths (get-chat, submit-chat, …), see docs/decisions.md.
 */
import type { FastifyInstance } from 'fastify';
import checkChat from './check-chat';
import clearChat from './clear-chat';
import getChat from './get-chat';
import refreshChatSession from './refresh-chat-session';
import submitChat from './submit-chat';
import translateChat from './translate-chat';
import validateChat from './validate-chat';

export default async function chatRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getChat);
  await app.register(submitChat);
  await app.register(checkChat);
  await app.register(clearChat);
  await app.register(validateChat);
  await app.register(refreshChatSession);
  await app.register(translateChat);
}
