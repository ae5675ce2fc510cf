/**
 * Seeds the voting events (`<content>/voting/events.json`, schema voting-catalogue): each event
 * is upserted by slug, its candidates by (event, slug). Times given as day offsets are counted
 * from the first seeding and then kept (a restart never moves a running event); ISO times are
 * applied on every seeding. Votes are never touched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { VotingCatalogue } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { votingCandidates, votingEvents } from '../db/schema';
import { schemaProblems } from './schema-check';

const SCHEMA = 'https://web-ed.app/schemas/voting-catalogue.schema.json';
const LOCK = 727_019;
const DAY = 86_400_000;

export type VotingSeed = { ok: true; events: number } | { ok: false; reason: string };

type EventDoc = VotingCatalogue['events'][number];

/** A text per language, as stored (the languages given). */
const texts = (t: object): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;

function times(e: EventDoc, now: Date): { startsAt: Date; endsAt: Date } | string {
  const startsAt = e.starts_at
    ? new Date(e.starts_at)
    : new Date(now.getTime() + (e.starts_in_days ?? 0) * DAY);
  const endsAt = e.ends_at
    ? new Date(e.ends_at)
    : e.ends_in_days !== undefined
      ? new Date(now.getTime() + e.ends_in_days * DAY)
      : null;
  if (!endsAt) return `event ${e.slug} needs ends_at or ends_in_days`;
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime()))
    return `event ${e.slug} has an invalid time`;
  if (endsAt <= startsAt) return `event ${e.slug} ends before it starts`;
  return { startsAt, endsAt };
}

export async function seedVoting(db: Db, dir: string, now: Date): Promise<VotingSeed> {
  const file = join(dir, 'voting', 'events.json');
  if (!existsSync(file)) return { ok: true, events: 0 };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: `voting/events.json: ${(e as Error).message}` };
  }
  const problems = schemaProblems(SCHEMA, data);
  if (problems) return { ok: false, reason: `voting/events.json: ${problems}` };
  const events = (data as VotingCatalogue).events;
  for (const e of events) {
    const t = times(e, now);
    if (typeof t === 'string') return { ok: false, reason: `voting: ${t}` };
    const cands = e.candidates.map((c) => c.slug);
    const twice = cands.find((s, i) => cands.indexOf(s) !== i);
    if (twice)
      return { ok: false, reason: `voting: candidate ${twice} is listed twice in ${e.slug}` };
  }
  for (const e of events) {
    const t = times(e, now) as { startsAt: Date; endsAt: Date };
    const relative = !e.starts_at || !e.ends_at;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      const fields = {
        title: texts(e.title),
        description: texts(e.description),
        starterVotes: e.starter_votes ?? 0,
      };
      const [existing] = await tx
        .select({ id: votingEvents.id })
        .from(votingEvents)
        .where(eq(votingEvents.slug, e.slug));
      let id: number;
      if (existing) {
        id = existing.id;
        await tx
          .update(votingEvents)
          .set(relative ? fields : { ...fields, ...t })
          .where(eq(votingEvents.id, id));
      } else {
        const [row] = await tx
          .insert(votingEvents)
          .values({ slug: e.slug, ...fields, ...t })
          .returning({ id: votingEvents.id });
        id = row!.id;
      }
      for (const [position, c] of e.candidates.entries()) {
        const set = {
          name: c.name,
          description: texts(c.description),
          image: c.image ?? null,
          position,
        };
        await tx
          .insert(votingCandidates)
          .values({ eventId: id, slug: c.slug, ...set })
          .onConflictDoUpdate({
            target: [votingCandidates.eventId, votingCandidates.slug],
            set,
          });
      }
    });
  }
  return { ok: true, events: events.length };
}
