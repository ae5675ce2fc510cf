/**
 * Communities (issue 8): communities found by school, course and region, their members with a
 * role (owner, moderator, member), posts (text and at most one image), comments, likes, reports
 * and appeals of moderation decisions. User text is stored as text, never as HTML.
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
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    /** Stable key of a seeded community (content-fixtures/community/communities.json). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    school: text('school').notNull().default(''),
    course: text('course').notNull().default(''),
    region: text('region').notNull().default(''),
    /** public: anyone may find, read and join; private: members only. */
    visibility: text('visibility').notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('communities_slug').on(t.slug)],
);

export const communityMembers = pgTable(
  'community_members',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | moderator | member */
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_members_user').on(t.userId),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** File name of the post's image under <DATA_DIR>/community-media, or null. */
    image: text('image'),
    /** visible | hidden */
    status: text('status').notNull().default('visible'),
    /** Why it is hidden: reports | moderator; null while visible. */
    hiddenReason: text('hidden_reason'),
    reportCount: integer('report_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('community_posts_feed').on(t.communityId, t.id)],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('community_comments_post').on(t.postId, t.id)],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const communityReports = pgTable(
  'community_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * open (counts toward hiding) | upheld (a moderator hid the post, or rejected its appeal) |
     * rejected (a moderator restored the post, or accepted its appeal): the reporter's history.
     */
    status: text('status').notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_reports_user').on(t.userId, t.status),
  ],
);

export const communityAppeals = pgTable(
  'community_appeals',
  {
    id: serial('id').primaryKey(),
    /** One appeal per hidden post. */
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** pending | accepted | rejected */
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('community_appeals_post').on(t.postId),
    index('community_appeals_author').on(t.authorId),
  ],
);
