/**
 * The community service (community-service/api): communities, posts, moderation, voting events
 * and their live streams. The live bus (in-process, or Redis with REDIS_URL) is created here.
 */
import type { FastifyInstance } from 'fastify';
import { installLive } from '../../live/live';
import communityRoutes from './communities';
import feedStream from './feed-stream';
import moderationRoutes from './moderation';
import newsfeed from './newsfeed';
import postRoutes from './posts';
import votingReads from '../voting/events';
import standingsStream from '../voting/standings-stream';
import votingWrites from '../voting/vote';

export default async function communityService(app: FastifyInstance): Promise<void> {
  installLive(app);
  await app.register(communityRoutes);
  await app.register(postRoutes);
  await app.register(moderationRoutes);
  await app.register(feedStream);
  await app.register(newsfeed);
  await app.register(votingReads);
  await app.register(votingWrites);
  await app.register(standingsStream);
}
