/**
 * The learning service's tables: the content catalogue (seeded from course documents), each
 * student's results and progress, spaced review cards, likes, quiz answers in progress, house
 * announcements, the translation glossary, and analytics events.
 *
 * Catalogue ids: chapter and task ids are unique across courses (the seeder refuses a course that
 * reuses another course's id), so per-student rows are keyed by (user, chapter) and (user, task);
 * the same course in several languages shares its ids. Per-student rows never reference catalogue
 * rows, so re-seeding a course never touches anyone's progress.
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
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

// ---------------------------------------------------------------------------------------------
// Content catalogue

/** One course document per (subject, language), validated and loaded by the engine. */
export const courses = pgTable(
  'courses',
  {
    subjectId: integer('subject_id').notNull(),
    lang: text('lang').notNull(),
    subjectVersion: integer('subject_version').notNull(),
    /** SHA-256 of the source document: tells a changed document from a re-seed of the same one. */
    contentHash: text('content_hash').notNull(),
    subjectCode: text('subject_code').notNull(),
    subjectName: text('subject_name').notNull(),
    description: text('description'),
    popularityRank: integer('popularity_rank'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isQrApplied: boolean('is_qr_applied').notNull().default(false),
    categories: jsonb('categories').$type<string[]>().notNull(),
    domain: text('domain').notNull(),
    chapterList: text('chapter_list').notNull(),
    dictionary: jsonb('dictionary').$type<Record<string, string>>().notNull(),
    program: text('program'),
    /** The loaded (validated, migrated, defaults applied) course document. */
    doc: jsonb('doc').notNull(),
    seededAt: tz('seeded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.lang] })],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    subjectId: integer('subject_id').notNull(),
    lang: text('lang').notNull(),
    chapterId: integer('chapter_id').notNull(),
    /** 0-based order in the course. */
    position: integer('position').notNull(),
    level: integer('level').notNull(),
    title: text('title').notNull(),
    isCerebry: boolean('is_cerebry').notNull().default(false),
    /** Epoch ms; null: no video gate. */
    videoPublished: bigint('video_published', { mode: 'number' }),
    taskCount: integer('task_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.lang, t.chapterId] }),
    foreignKey({
      columns: [t.subjectId, t.lang],
      foreignColumns: [courses.subjectId, courses.lang],
    }).onDelete('cascade'),
    index('course_chapters_chapter_idx').on(t.chapterId),
  ],
);

export const courseTasks = pgTable(
  'course_tasks',
  {
    subjectId: integer('subject_id').notNull(),
    lang: text('lang').notNull(),
    taskId: integer('task_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    /** 0-based order in the chapter. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    minigameId: integer('minigame_id').notNull(),
    difficultyLevel: integer('difficulty_level').notNull(),
    /** How many questions one play shows: min(question_length, questions). */
    playLength: integer('play_length').notNull(),
    questionCount: integer('question_count').notNull(),
    /** The loaded task with its questions (answers included: redacted when sent). */
    doc: jsonb('doc').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.lang, t.taskId] }),
    foreignKey({
      columns: [t.subjectId, t.lang],
      foreignColumns: [courses.subjectId, courses.lang],
    }).onDelete('cascade'),
    index('course_tasks_task_idx').on(t.taskId),
    index('course_tasks_chapter_idx').on(t.chapterId),
  ],
);

/** Where each question lives, so a question id alone (save-quiz-answer) can be resolved. */
export const courseQuestions = pgTable(
  'course_questions',
  {
    subjectId: integer('subject_id').notNull(),
    lang: text('lang').notNull(),
    questionId: text('question_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    taskId: integer('task_id').notNull(),
    type: integer('type').notNull(),
    secret: boolean('secret').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.lang, t.questionId] }),
    foreignKey({
      columns: [t.subjectId, t.lang],
      foreignColumns: [courses.subjectId, courses.lang],
    }).onDelete('cascade'),
    index('course_questions_question_idx').on(t.questionId),
  ],
);

/** House ads and announcements of get-ads: our own courses and features, never third-party. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    /** An in-app route (e.g. /ecopower/). */
    link: text('link'),
    cta: text('cta'),
    priority: integer('priority').notNull().default(0),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('announcements_slug_lang_unique').on(t.slug, t.lang)],
);

/** The bilingual glossary of dictionary-translate, rebuilt from curated files and the courses. */
export const glossary = pgTable(
  'glossary',
  {
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    /** Normalised: trimmed, lowercased, inner spaces collapsed, outer punctuation removed. */
    term: text('term').notNull(),
    translation: text('translation').notNull(),
    /** "curated:<file>" or "course:<subject_id>". */
    origin: text('origin').notNull(),
    /** Lower first: curated entries before those taken from courses. */
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceLang, t.targetLang, t.term, t.translation] })],
);

// ---------------------------------------------------------------------------------------------
// Per-student state

/**
 * One row per (student, play session): the latest finish record received, re-scored by the
 * server. `counted` says whether the session's completion was already applied (progress,
 * exercise count, review), so a later record of the same session never applies it twice.
 */
export const finishRecords = pgTable(
  'finish_records',
  {
    userId: userRef(),
    session: text('session').notNull(),
    subjectId: integer('subject_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    taskId: integer('task_id').notNull(),
    minigameId: integer('minigame_id').notNull(),
    timestampStarted: bigint('timestamp_started', { mode: 'number' }).notNull(),
    timestampFinished: bigint('timestamp_finished', { mode: 'number' }).notNull(),
    /** Complete as the server judges it: flagged complete and every shown question answered. */
    isComplete: boolean('is_complete').notNull(),
    counted: boolean('counted').notNull().default(false),
    clientPoints: integer('client_points').notNull(),
    points: integer('points').notNull(),
    earned: doublePrecision('earned').notNull(),
    total: integer('total').notNull(),
    stars: smallint('stars').notNull(),
    record: jsonb('record').notNull(),
    receivedAt: tz('received_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.session] }),
    index('finish_records_user_task_idx').on(t.userId, t.taskId),
  ],
);

/** A student's best result per task: stars earn diamonds the first time they are reached. */
export const taskResults = pgTable(
  'task_results',
  {
    userId: userRef(),
    taskId: integer('task_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    bestStars: smallint('best_stars').notNull().default(0),
    bestPoints: integer('best_points').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    plays: integer('plays').notNull().default(0),
    completedAt: tz('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/** Chapter progress (0-100, completed, current). No row: progress 0, derived current flag. */
export const chapterProgress = pgTable(
  'chapter_progress',
  {
    userId: userRef(),
    chapterId: integer('chapter_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    progress: smallint('progress').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    isCurrent: boolean('is_current').notNull().default(false),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_progress_user_subject_idx').on(t.userId, t.subjectId),
  ],
);

/** The FSRS card of a student's chapter: `due` is the chapter's closest_review_time. */
export const chapterReviews = pgTable(
  'chapter_reviews',
  {
    userId: userRef(),
    chapterId: integer('chapter_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    due: tz('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    lastReview: tz('last_review'),
    lastRating: smallint('last_rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_reviews_user_subject_idx').on(t.userId, t.subjectId),
  ],
);

/** Days (in the student's time zone) with a completed play: the learning streak. */
export const learningDays = pgTable(
  'learning_days',
  {
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Completed plays that day (the daily goal). */
    plays: integer('plays').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const taskLikes = pgTable(
  'task_likes',
  {
    userId: userRef(),
    taskId: integer('task_id').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] }), index('task_likes_task_idx').on(t.taskId)],
);

/** The answer of a quiz in progress, one per (student, question); the latest save wins. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    userId: userRef(),
    subjectId: integer('subject_id').notNull(),
    questionId: text('question_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    taskId: integer('task_id').notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId, t.questionId] })],
);

// ---------------------------------------------------------------------------------------------
// Analytics

/** Analytics events of set-event-history; a resent event (same uuid) is stored once. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    uuid: text('uuid').notNull(),
    eventName: text('event_name').notNull(),
    eventCategory: text('event_category').notNull(),
    eventProperties: jsonb('event_properties').notNull(),
    platform: text('platform').notNull(),
    appVersion: text('app_version').notNull(),
    language: text('language').notNull(),
    /** The event's own time (epoch seconds on the wire). */
    eventTime: tz('event_time').notNull(),
    pk: text('pk'),
    receivedAt: tz('received_at').notNull(),
  },
  (t) => [
    unique('analytics_events_user_uuid_unique').on(t.userId, t.uuid),
    index('analytics_events_name_idx').on(t.eventName, t.receivedAt),
  ],
);

/** Events stored per student per UTC day, for the daily bound. */
export const analyticsQuota = pgTable(
  'analytics_quota',
  {
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
