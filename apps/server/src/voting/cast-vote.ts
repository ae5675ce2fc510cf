/**
 * Casts one vote, atomically, in one transaction:
 * 1. the vote row is inserted with the student's idempotency key; (user, key) is unique, so a
 *    retried or doubled request finds it there and counts nothing (`duplicate`);
 * 2. one vote of the quota is spent with a single `UPDATE users SET votes = votes - 1 WHERE id = …
 *    AND votes > 0 RETURNING votes`: concurrent votes queue on the row lock and re-check
 *    `votes > 0`, so a student with quota 3 casts exactly 3 however many arrive at once; no row
 *    back means no quota, and the transaction (with its vote row) is rolled back.
 * The event must be ongoing at the server's clock and the candidate must belong to it.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, votes, votingCandidates, votingEvents } from '../db/schema';
import { phaseOf } from './event-phase';

export type CastResult =
  | { ok: true; duplicate: boolean; votesLeft: number; eventId: number; candidateId: number }
  | { ok: false; reason: 'not_found' | 'not_started' | 'finished' | 'no_votes' };

class NoVotes extends Error {}

export async function castVote(
  db: Db,
  userId: string,
  candidateId: number,
  idempotencyKey: string,
  now: Date,
): Promise<CastResult> {
  const [row] = await db
    .select({ c: votingCandidates, e: votingEvents })
    .from(votingCandidates)
    .innerJoin(votingEvents, eq(votingEvents.id, votingCandidates.eventId))
    .where(eq(votingCandidates.id, candidateId));
  if (!row) return { ok: false, reason: 'not_found' };
  const phase = phaseOf(row.e, now);
  if (phase === 'upcoming') return { ok: false, reason: 'not_started' };
  if (phase === 'finished') return { ok: false, reason: 'finished' };
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(votes)
        .values({ eventId: row.e.id, candidateId, userId, idempotencyKey, createdAt: now })
        .onConflictDoNothing({ target: [votes.userId, votes.idempotencyKey] })
        .returning({ id: votes.id });
      if (!inserted) {
        const [u] = await tx.select({ votes: users.votes }).from(users).where(eq(users.id, userId));
        const [prior] = await tx
          .select({ eventId: votes.eventId, candidateId: votes.candidateId })
          .from(votes)
          .where(and(eq(votes.userId, userId), eq(votes.idempotencyKey, idempotencyKey)));
        return {
          ok: true as const,
          duplicate: true,
          votesLeft: u?.votes ?? 0,
          eventId: prior?.eventId ?? row.e.id,
          candidateId: prior?.candidateId ?? candidateId,
        };
      }
      const [spent] = await tx
        .update(users)
        .set({ votes: sql`${users.votes} - 1` })
        .where(and(eq(users.id, userId), gt(users.votes, 0)))
        .returning({ votes: users.votes });
      if (!spent) throw new NoVotes();
      return {
        ok: true as const,
        duplicate: false,
        votesLeft: spent.votes,
        eventId: row.e.id,
        candidateId,
      };
    });
  } catch (e) {
    if (e instanceof NoVotes) return { ok: false, reason: 'no_votes' };
    throw e;
  }
}
