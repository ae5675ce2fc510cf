/**
 * Voting events (issue 8): an event with a start and an end, its candidates, and every counted
 * vote. A vote spends one of the student's votes (users.votes) in the same transaction; the pair
 * (user, idempotency key) is unique, so a retried vote never counts twice.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const votingEvents = pgTable(
  'voting_events',
  {
    id: serial('id').primaryKey(),
    /** Stable key (content-fixtures/voting/events.json), used in share links. */
    slug: text('slug').notNull(),
    /** Per language (en required): {en, id, th, hi, ms}. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Votes a student receives once per event on /voting/participate (a documented demo grant). */
    starterVotes: integer('starter_votes').notNull().default(0),
    /** Set once the "vote concluded" notifications went out. */
    concludedAt: timestamp('concluded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('voting_events_slug').on(t.slug)],
);

export const votingCandidates = pgTable(
  'voting_candidates',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('voting_candidates_event_slug').on(t.eventId, t.slug)],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => votingCandidates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('votes_user_key').on(t.userId, t.idempotencyKey),
    index('votes_event_candidate').on(t.eventId, t.candidateId),
  ],
);

/** The starter votes a student received for an event (once each). */
export const votingGrants = pgTable(
  'voting_grants',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    votes: integer('votes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
