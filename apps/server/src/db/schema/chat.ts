/**
 * The study buddy's tables. Everything a student sends lives in a session (one conversation) and
 * is deleted by clear-chat; the daily count of messages is kept apart so clearing the chat does not
 * reset the daily limit. Every row carries the student's id: every read is scoped by it.
 */
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: tz('created_at').notNull(),
    /** Moved by every message and by the periodic tick's refresh; idle sessions are not reused. */
    lastActiveAt: tz('last_active_at').notNull(),
  },
  (t) => [index('chat_sessions_user_idx').on(t.userId, t.lastActiveAt)],
);

/** The question a message was asked about, as the minigame sent it (or the catalogue knows it). */
export interface ChatQuestionRef {
  question_id?: string;
  subject_id?: number;
  chapter_level?: number;
  subject_name?: string;
  chapter_name?: string;
  question?: string;
  passage?: string;
  image?: string;
  options?: string[];
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: a conversation reads in it even when two messages share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** student | tutor */
    role: text('role').notNull(),
    text: text('text').notNull(),
    /** Tutor messages: model | offline. */
    tutor: text('tutor'),
    /** Tutor messages: complete | stopped (the student aborted) | fallback (model failed, offline answered). */
    status: text('status').notNull().default('complete'),
    /** The client's id of a student message: a retried submit-chat is not stored or counted twice. */
    clientId: text('client_id'),
    question: jsonb('question').$type<ChatQuestionRef>(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_session_seq_idx').on(t.sessionId, t.seq),
    unique('chat_messages_client_unique').on(t.userId, t.clientId),
  ],
);

/** Messages sent per student and day (YYYY-MM-DD in the student's time zone): the daily limit. */
export const chatUsage = pgTable(
  'chat_usage',
  {
    userId: userRef(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
