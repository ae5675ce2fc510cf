/**
 * Once an event has ended, every student who voted in it is told once ("vote concluded"
 * notification, notifications/notify.ts). Run lazily by the voting reads: the first read after
 * the end marks the event concluded (one UPDATE … WHERE concluded_at IS NULL, so one process
 * wins) and sends the notifications.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { votes, votingEvents } from '../db/schema';
import { notify } from '../notifications/notify';

export async function concludeEnded(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const ended = await app.db
    .update(votingEvents)
    .set({ concludedAt: now })
    .where(and(isNull(votingEvents.concludedAt), lte(votingEvents.endsAt, now)))
    .returning();
  for (const e of ended) {
    const voters = await app.db
      .selectDistinct({ userId: votes.userId })
      .from(votes)
      .where(eq(votes.eventId, e.id));
    for (const v of voters) {
      await notify(
        app,
        v.userId,
        'vote_concluded',
        { vote: e.title.en ?? e.slug },
        { dedupeKey: `vote:${e.id}`, link: `/voting/standing/?event=${e.slug}` },
      ).catch((err: unknown) => app.log.warn({ err }, 'vote concluded notification failed'));
    }
  }
  return ended.length;
}
