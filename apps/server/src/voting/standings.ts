/** The standings of an event: every candidate with its counted votes, ranked (ties share a rank). */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { votes, votingCandidates } from '../db/schema';

export interface Standing {
  candidate_id: number;
  slug: string;
  name: string;
  votes: number;
  rank: number;
  percent: number;
}

export interface Standings {
  event_id: number;
  total: number;
  candidates: Standing[];
}

/** Ranks candidates by votes (pure): most first, ties share the rank, then by position. */
export function rank(
  rows: { candidate_id: number; slug: string; name: string; votes: number }[],
): Standing[] {
  const total = rows.reduce((s, r) => s + r.votes, 0);
  const sorted = [...rows].sort((a, b) => b.votes - a.votes);
  let lastVotes = -1;
  let lastRank = 0;
  return sorted.map((r, i) => {
    if (r.votes !== lastVotes) {
      lastRank = i + 1;
      lastVotes = r.votes;
    }
    return {
      ...r,
      rank: lastRank,
      percent: total === 0 ? 0 : Math.round((r.votes / total) * 1000) / 10,
    };
  });
}

export async function standingsOf(db: Db, eventId: number): Promise<Standings> {
  const candidates = await db
    .select()
    .from(votingCandidates)
    .where(eq(votingCandidates.eventId, eventId))
    .orderBy(asc(votingCandidates.position), asc(votingCandidates.id));
  const counts = await db
    .select({ id: votes.candidateId, n: count() })
    .from(votes)
    .where(eq(votes.eventId, eventId))
    .groupBy(votes.candidateId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  const ranked = rank(
    candidates.map((c) => ({
      candidate_id: c.id,
      slug: c.slug,
      name: c.name,
      votes: byId.get(c.id) ?? 0,
    })),
  );
  return { event_id: eventId, total: ranked.reduce((s, r) => s + r.votes, 0), candidates: ranked };
}
