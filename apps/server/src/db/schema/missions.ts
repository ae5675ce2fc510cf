/**
 * Missions are data (content-fixtures/missions/missions.json, seeded on start): the catalogue
 * rows below. Each student's progress is one row per (mission, period), the period named by
 * engine periodOf in the student's time zone ("d:2026-11-22", "w:2026-11-16", "m:2026-11",
 * "special"), so a new period starts from zero without any reset job. Progress rows never
 * reference catalogue rows: re-seeding never touches anyone's progress.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type LangText = Partial<Record<'en' | 'id' | 'th' | 'hi' | 'ms', string>>;

export const missions = pgTable('missions', {
  id: text('id').primaryKey(),
  /** regular_mission | beginner_quest | skillcheck */
  kind: text('kind').notNull(),
  /** daily | weekly | monthly | special */
  recurrence: text('recurrence').notNull(),
  /** Order on screen; the beginner quest's step order. */
  position: integer('position').notNull(),
  isShown: boolean('is_shown').notNull().default(true),
  /** The beginner quest's final chest (rule `mission`: claim the other steps). */
  isPrize: boolean('is_prize').notNull().default(false),
  /** button_click | diagnostic | login | page | mission (section 3). */
  ruleType: text('rule_type').notNull(),
  /** Course selector of a learning rule (engine parseCourseSelector); null for others. */
  course: text('course'),
  /** A count, or a word (then progress 1 completes: see docs/api.md). */
  target: text('target').notNull(),
  /** button_click: the button id; page: the page route. */
  trigger: text('trigger'),
  title: jsonb('title').$type<LangText>().notNull(),
  /** Progress text per language, with {current} and {target} placeholders. */
  progress: jsonb('progress').$type<LangText>().notNull(),
  /** In-app route the mission leads to (a learning rule links to its resolved course). */
  link: text('link'),
  rewardPoints: integer('reward_points').notNull().default(0),
  rewardDiamond: integer('reward_diamond').notNull().default(0),
  rewardVote: integer('reward_vote').notNull().default(0),
  /** A special mission's window; null: always. */
  startsAt: tz('starts_at'),
  endsAt: tz('ends_at'),
});

/** Milestones: rewards for the number of missions claimed in the student's current week. */
export const missionMilestones = pgTable('mission_milestones', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  /** Missions claimed this week needed. */
  target: integer('target').notNull(),
  title: jsonb('title').$type<LangText>().notNull(),
  rewardPoints: integer('reward_points').notNull().default(0),
  rewardDiamond: integer('reward_diamond').notNull().default(0),
  rewardVote: integer('reward_vote').notNull().default(0),
});

export const missionProgress = pgTable(
  'mission_progress',
  {
    userId: userRef(),
    missionId: text('mission_id').notNull(),
    period: text('period').notNull(),
    currentProgress: integer('current_progress').notNull().default(0),
    /** Comma-list selectors: progress per course, each counting up to the target. */
    perCourse: jsonb('per_course').$type<Record<string, number>>().notNull().default({}),
    /** The course the mission leads to, resolved once per period (random, not the last played). */
    course: integer('course'),
    completedAt: tz('completed_at'),
    /** Set once, by the one claim that wins (UPDATE … WHERE claimed_at IS NULL). */
    claimedAt: tz('claimed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.missionId, t.period] }),
    index('mission_progress_user_period_idx').on(t.userId, t.period),
  ],
);

/**
 * What advanced a mission in a period: a play session, a page or button behaviour, a login day.
 * Inserted before progress moves, so a resent record or behaviour is never counted twice.
 */
export const missionEvents = pgTable(
  'mission_events',
  {
    userId: userRef(),
    missionId: text('mission_id').notNull(),
    period: text('period').notNull(),
    source: text('source').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.missionId, t.period, t.source] })],
);

export const milestoneClaims = pgTable(
  'milestone_claims',
  {
    userId: userRef(),
    milestoneId: text('milestone_id').notNull(),
    period: text('period').notNull(),
    claimedAt: tz('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.milestoneId, t.period] })],
);

/** Behaviours recorded (page routes, button ids): the client does not resend them. */
export const missionBehaviors = pgTable(
  'mission_behaviors',
  {
    userId: userRef(),
    /** "page:/shop/" or "button:shop_explore". */
    key: text('key').notNull(),
    firstAt: tz('first_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
