/**
 * The content catalogue: every course document of the content folder (`<course>/<lang>.json`,
 * the `broken/` folder excluded) is loaded through the engine with the plugin registry, and only
 * documents that load without a single error are stored. Seeding is idempotent and runs on every
 * start: a (subject, language) is replaced only by a higher `subject_version`; the same version
 * with different content is reported and kept as it was (bump the version to publish a change).
 * Then the house announcements and the translation glossary are refreshed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isLang, loadContent, parseJson, tasksOf, type PlayableCourse } from '@web-ed/engine';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import type { Db } from '../db/client';
import {
  courseChapters,
  courseQuestions,
  courses,
  courseTasks,
  courseTaskVersions,
} from '../db/schema';
import { seedAnnouncements } from './announcements';
import { seedMissions, type MissionSeed } from './missions';
import { seedShop, type ShopSeed } from './shop';
import { seedPrograms } from './programs';
import { seedFaq } from './faq';
import { seedClasses } from './learnalytics';
import { seedCommunities } from './community';
import { seedVoting } from './voting';
import { rebuildGlossary } from './glossary';
import { redactionProblem } from './redact';
import { clearCatalogueCache } from '../learning/catalogue';

export const DEFAULT_CONTENT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../content-fixtures',
);

/**
 * Folders of the content directory that hold no course (missions and shop have their own seeders;
 * the skill check bank is read by skill-check/bank.ts).
 */
export const NON_COURSE_FOLDERS = new Set(['broken', 'missions', 'shop', 'skill-check']);
// Programs, surveys, FAQ and learnalytics classes have their own seeders too (issue 7).
for (const f of ['programs', 'surveys', 'faq', 'learnalytics']) NON_COURSE_FOLDERS.add(f);
// Communities and voting events have their own seeders (issue 8).
for (const f of ['community', 'voting']) NON_COURSE_FOLDERS.add(f);
// External courses are served by their own origin (issue 10): fetched by external/sync.ts.
NON_COURSE_FOLDERS.add('external-origin');
/** One lock id for every seeding transaction, so concurrent server starts take turns. */
export const SEED_LOCK = 727_001;
const MAX_LOGGED_ERRORS = 5;

export interface SeedLog {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

export interface SeedReport {
  /** "<folder>/<lang>.json" newly stored or replaced by a higher subject_version. */
  seeded: string[];
  /** Already stored at this version and content. */
  unchanged: string[];
  /** Not stored: a reason each (also logged). */
  refused: { file: string; reason: string }[];
  announcements: number;
  glossaryEntries: number;
  missions: MissionSeed;
  shop: ShopSeed;
}

const consoleLog: SeedLog = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

function courseFiles(dir: string): string[] {
  const files: string[] = [];
  for (const folder of readdirSync(dir).sort()) {
    if (folder.startsWith('.') || NON_COURSE_FOLDERS.has(folder)) continue;
    const path = join(dir, folder);
    if (!statSync(path).isDirectory()) continue;
    for (const f of readdirSync(path).sort()) if (f.endsWith('.json')) files.push(join(path, f));
  }
  return files;
}

export type Checked =
  { ok: true; course: PlayableCourse; hash: string } | { ok: false; reason: string };

/** Parses, loads and checks one course file; nothing here touches the database. */
export function checkCourseFile(file: string): Checked {
  const name = file.split(/[\\/]/).pop() ?? file;
  const fileLang = name.replace(/\.json$/, '');
  if (!isLang(fileLang))
    return {
      ok: false,
      reason: `file name must be <lang>.json with lang one of en, id, th, hi, ms`,
    };
  return checkCourseText(readFileSync(file, 'utf8'), fileLang, name);
}

/** Parses, loads and checks one course document's text (a file, or fetched from an external origin). */
export function checkCourseText(text: string, fileLang: string, name: string): Checked {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, reason: parsed.errors.map((e) => e.message).join('; ') };
  const loaded = loadContent(parsed.value, validatingRegistry);
  if (loaded.kind !== 'course')
    return {
      ok: false,
      reason: `not a course document (found ${loaded.kind ?? 'nothing playable'})`,
    };
  if (loaded.errors.length > 0 || loaded.content?.kind !== 'course') {
    const shown = loaded.errors
      .slice(0, MAX_LOGGED_ERRORS)
      .map((e) => `${e.path || '/'}: ${e.message}`);
    const more =
      loaded.errors.length > MAX_LOGGED_ERRORS
        ? ` (and ${loaded.errors.length - MAX_LOGGED_ERRORS} more)`
        : '';
    return {
      ok: false,
      reason: `${loaded.errors.length} content error(s): ${shown.join('; ')}${more}`,
    };
  }
  const course = loaded.content.value;
  if (course.lang !== fileLang)
    return { ok: false, reason: `"lang" is "${course.lang}" but the file is ${name}` };
  for (const { chapter, task } of tasksOf(loaded.content)) {
    for (const q of task.questions) {
      const problem = redactionProblem(q);
      if (problem)
        return {
          ok: false,
          reason: `chapter ${chapter?.id} task ${task.id} question "${q.id}" is secret but ${problem}`,
        };
    }
  }
  return { ok: true, course, hash: createHash('sha256').update(text).digest('hex') };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Chapter or task ids this course shares with another course: ids must be unique across courses. */
export async function idClashes(tx: Tx, course: PlayableCourse): Promise<string | null> {
  const chapterIds = course.chapters.map((c) => c.id);
  const taskIds = course.chapters.flatMap((c) => c.tasks.map((t) => t.id));
  const chapters = await tx
    .selectDistinct({ id: courseChapters.chapterId, subjectId: courseChapters.subjectId })
    .from(courseChapters)
    .where(
      and(
        inArray(courseChapters.chapterId, chapterIds),
        ne(courseChapters.subjectId, course.subject_id),
      ),
    );
  const tasks = await tx
    .selectDistinct({ id: courseTasks.taskId, subjectId: courseTasks.subjectId })
    .from(courseTasks)
    .where(and(inArray(courseTasks.taskId, taskIds), ne(courseTasks.subjectId, course.subject_id)));
  const clash = [
    ...chapters.map((c) => `chapter id ${c.id} is used by subject ${c.subjectId}`),
    ...tasks.map((t) => `task id ${t.id} is used by subject ${t.subjectId}`),
  ];
  const dupChapters = chapterIds.filter((id, i) => chapterIds.indexOf(id) !== i);
  const dupTasks = taskIds.filter((id, i) => taskIds.indexOf(id) !== i);
  clash.push(
    ...dupChapters.map((id) => `chapter id ${id} appears twice`),
    ...dupTasks.map((id) => `task id ${id} appears twice`),
  );
  return clash.length > 0
    ? `ids must be unique across courses: ${clash.slice(0, MAX_LOGGED_ERRORS).join('; ')}`
    : null;
}

export async function storeCourse(
  tx: Tx,
  course: PlayableCourse,
  hash: string,
  now: Date,
): Promise<void> {
  const key = and(eq(courses.subjectId, course.subject_id), eq(courses.lang, course.lang));
  // Chapters, tasks and questions go with their course row (ON DELETE CASCADE).
  await tx.delete(courses).where(key);
  await tx.insert(courses).values({
    subjectId: course.subject_id,
    lang: course.lang,
    subjectVersion: course.subject_version,
    contentHash: hash,
    subjectCode: course.subject_code,
    subjectName: course.subject_name,
    description: course.description ?? null,
    popularityRank: course.popularity_rank ?? null,
    isRecommended: course.is_recommended ?? false,
    isQrApplied: course.is_qr_applied ?? false,
    categories: course.categories,
    domain: course.domain,
    chapterList: course.chapter_list,
    dictionary: (course.dictionary ?? {}) as Record<string, string>,
    program: course.program ?? null,
    doc: course,
    seededAt: now,
  });
  const base = { subjectId: course.subject_id, lang: course.lang };
  await tx.insert(courseChapters).values(
    course.chapters.map((c, position) => ({
      ...base,
      chapterId: c.id,
      position,
      level: c.level,
      title: c.title,
      isCerebry: c.is_cerebry ?? false,
      videoPublished: c.video_published ?? null,
      taskCount: c.tasks.length,
    })),
  );
  const tasks = course.chapters.flatMap((c) =>
    c.tasks.map((t, position) => ({
      ...base,
      taskId: t.id,
      chapterId: c.id,
      position,
      title: t.title,
      minigameId: t.minigame_id,
      difficultyLevel: t.difficulty_level ?? 1,
      playLength: Math.min(t.question_length ?? 10, t.questions.length),
      questionCount: t.questions.length,
      doc: t,
    })),
  );
  await tx.insert(courseTasks).values(tasks);
  await tx
    .insert(courseTaskVersions)
    .values(
      tasks.map((t) => ({
        subjectId: t.subjectId,
        lang: t.lang,
        taskId: t.taskId,
        subjectVersion: course.subject_version,
        doc: t.doc,
      })),
    )
    .onConflictDoNothing();
  const questions = course.chapters.flatMap((c) =>
    c.tasks.flatMap((t) =>
      t.questions.map((q) => ({
        ...base,
        questionId: q.id,
        chapterId: c.id,
        taskId: t.id,
        type: q.type,
        secret: q.secret ?? false,
      })),
    ),
  );
  await tx.insert(courseQuestions).values(questions);
}

/**
 * Stores one checked course under the version rules: a higher subject_version replaces, the same
 * version and content is unchanged, anything else is refused ("refused:<reason>").
 */
export async function seedCourse(
  db: Db,
  course: PlayableCourse,
  hash: string,
  now: Date,
): Promise<string> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [stored] = await tx
      .select({ version: courses.subjectVersion, hash: courses.contentHash })
      .from(courses)
      .where(and(eq(courses.subjectId, course.subject_id), eq(courses.lang, course.lang)));
    if (stored && stored.version > course.subject_version) {
      return `refused:subject_version ${course.subject_version} is older than the stored ${stored.version}`;
    }
    if (stored && stored.version === course.subject_version) {
      return stored.hash === hash
        ? 'unchanged'
        : `refused:content changed but subject_version is still ${course.subject_version}; bump it to publish the change (the stored version is kept)`;
    }
    const clash = await idClashes(tx, course);
    if (clash) return `refused:${clash}`;
    await storeCourse(tx, course, hash, now);
    return 'seeded';
  });
}

/**
 * Seeds every course document of `dir` (default: the repository's content-fixtures), then the
 * announcements and the glossary. Invalid documents are refused with one log line each.
 */
export async function seedContent(
  db: Db,
  dir: string = DEFAULT_CONTENT_DIR,
  log: SeedLog = consoleLog,
  now = new Date(),
): Promise<SeedReport> {
  const report: SeedReport = {
    seeded: [],
    unchanged: [],
    refused: [],
    announcements: 0,
    glossaryEntries: 0,
    missions: { ok: true, missions: 0, milestones: 0 },
    shop: { ok: true, items: 0, newBackgrounds: 0 },
  };
  const refuse = (file: string, reason: string) => {
    report.refused.push({ file, reason });
    log.warn(`content: refused ${file}: ${reason}`);
  };
  for (const path of courseFiles(dir)) {
    const file = relative(dir, path);
    let checked: Checked;
    try {
      checked = checkCourseFile(path);
    } catch (e) {
      refuse(file, `cannot be read: ${(e as Error).message}`);
      continue;
    }
    if (!checked.ok) {
      refuse(file, checked.reason);
      continue;
    }
    const { course, hash } = checked;
    const outcome = await seedCourse(db, course, hash, now);
    if (outcome === 'seeded') {
      report.seeded.push(file);
      log.info(
        `content: seeded ${file} (subject ${course.subject_id} "${course.subject_name}", ${course.lang}, version ${course.subject_version})`,
      );
    } else if (outcome === 'unchanged') {
      report.unchanged.push(file);
    } else {
      refuse(file, outcome.slice('refused:'.length));
    }
  }
  if (report.seeded.length > 0) clearCatalogueCache(db);
  report.announcements = await seedAnnouncements(db);
  report.glossaryEntries = await rebuildGlossary(db);
  report.missions = await seedMissions(db, dir);
  if (!report.missions.ok) log.warn(`content: missions refused: ${report.missions.reason}`);
  report.shop = await seedShop(db, dir);
  if (!report.shop.ok) log.warn(`content: shop refused: ${report.shop.reason}`);
  for (const [what, seeded] of [
    ['programs', await seedPrograms(db, dir)],
    ['faq', await seedFaq(db, dir)],
    ['learnalytics', await seedClasses(db, dir, now)],
    ['community', await seedCommunities(db, dir, now)],
    ['voting', await seedVoting(db, dir, now)],
  ] as const) {
    if (!seeded.ok) log.warn(`content: ${what} refused: ${seeded.reason}`);
  }
  log.info(
    `content: ${report.seeded.length} seeded, ${report.unchanged.length} unchanged, ${report.refused.length} refused; ` +
      `${report.announcements} announcements, ${report.glossaryEntries} glossary entries`,
  );
  return report;
}
