import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Course } from '@web-ed/schemas';
import { courseChapters, courseQuestions, courses, courseTasks, glossary } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { DEFAULT_CONTENT_DIR, NON_COURSE_FOLDERS, seedContent, type SeedLog } from './seed';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A content folder holding `files` ({"folder/lang.json": document or raw text}). */
function contentDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-seed-'));
  dirs.push(dir);
  for (const [path, doc] of Object.entries(files)) {
    mkdirSync(join(dir, path.split('/')[0]!), { recursive: true });
    writeFileSync(join(dir, path), typeof doc === 'string' ? doc : JSON.stringify(doc));
  }
  return dir;
}

function fixture(folder: string, lang = 'en'): Course {
  return JSON.parse(
    readFileSync(join(DEFAULT_CONTENT_DIR, folder, `${lang}.json`), 'utf8'),
  ) as Course;
}

/** Everyday English as another subject, with its own chapter and task ids. */
function copyOfEnglish(subjectId: number, version = 1, lang = 'en'): Course {
  const c = fixture('english-everyday', lang);
  c.subject_id = subjectId;
  c.subject_version = version;
  for (const ch of c.chapters) {
    ch.id = subjectId * 100 + ch.level;
    ch.tasks.forEach((t, i) => (t.id = ch.id * 10 + i + 1));
  }
  return c;
}

function recorder(): SeedLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`) };
}

describeEachDb('seedContent', (ctx) => {
  const rowsOf = async (subjectId: number) => ({
    courses: (
      await ctx.database.db
        .select({ n: count() })
        .from(courses)
        .where(eq(courses.subjectId, subjectId))
    )[0]!.n,
    chapters: (
      await ctx.database.db
        .select({ n: count() })
        .from(courseChapters)
        .where(eq(courseChapters.subjectId, subjectId))
    )[0]!.n,
    tasks: (
      await ctx.database.db
        .select({ n: count() })
        .from(courseTasks)
        .where(eq(courseTasks.subjectId, subjectId))
    )[0]!.n,
    questions: (
      await ctx.database.db
        .select({ n: count() })
        .from(courseQuestions)
        .where(eq(courseQuestions.subjectId, subjectId))
    )[0]!.n,
  });

  it('seeds every course document of content-fixtures in every language, never broken/, and is idempotent', async () => {
    const log = recorder();
    const report = await seedContent(ctx.database.db, DEFAULT_CONTENT_DIR, log);
    const expected = readdirSync(DEFAULT_CONTENT_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !NON_COURSE_FOLDERS.has(d.name))
      .flatMap((d) =>
        readdirSync(join(DEFAULT_CONTENT_DIR, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${d.name}/${f}`),
      )
      .sort();
    expect(report.refused).toEqual([]);
    expect(report.seeded.sort()).toEqual(expected);
    expect(report.seeded.some((f) => f.startsWith('broken'))).toBe(false);
    expect(await rowsOf(101)).toEqual({ courses: 2, chapters: 8, tasks: 16, questions: 168 });
    expect(await rowsOf(201)).toEqual({ courses: 2, chapters: 6, tasks: 14, questions: 142 });
    expect(
      log.lines.some((l) =>
        l.includes(
          'seeded english-everyday/id.json (subject 101 "Bahasa Inggris Sehari-hari", id, version 1)',
        ),
      ),
    ).toBe(true);
    expect(report.announcements).toBeGreaterThan(0);
    expect(report.glossaryEntries).toBeGreaterThan(100);

    const again = await seedContent(ctx.database.db, DEFAULT_CONTENT_DIR, recorder());
    expect(again.seeded).toEqual([]);
    expect(again.unchanged.sort()).toEqual(expected);
    expect(await rowsOf(101)).toEqual({ courses: 2, chapters: 8, tasks: 16, questions: 168 });
    const [stored] = await ctx.database.db
      .select()
      .from(courses)
      .where(and(eq(courses.subjectId, 101), eq(courses.lang, 'id')));
    expect(stored).toMatchObject({
      subjectCode: 'ENG-EVERYDAY',
      subjectName: 'Bahasa Inggris Sehari-hari',
      categories: ['english'],
      isRecommended: true,
      popularityRank: 1,
    });
    const glossaryRows = await ctx.database.db
      .select()
      .from(glossary)
      .where(and(eq(glossary.sourceLang, 'en'), eq(glossary.term, 'fractions')));
    expect(glossaryRows.map((r) => r.translation)).toContain('Pecahan');
  });

  it('refuses each broken document with one clear log line, naming the file and the JSON path', async () => {
    const broken = join(DEFAULT_CONTENT_DIR, 'broken');
    const files: Record<string, unknown> = {};
    for (const f of readdirSync(broken).filter((n) => n.endsWith('.json')))
      files[`${f.replace('.json', '')}/en.json`] = readFileSync(join(broken, f), 'utf8');
    files['wrong-lang/id.json'] = copyOfEnglish(9301);
    files['a-task/en.json'] = fixture('english-everyday').chapters[0]!.tasks[0];
    files['bad-name/english.json'] = copyOfEnglish(9302);
    const log = recorder();
    const report = await seedContent(ctx.database.db, contentDir(files), log);
    expect(report.seeded).toEqual([]);
    const reasons = Object.fromEntries(report.refused.map((r) => [r.file, r.reason]));
    expect(reasons['missing-prompt/en.json']).toMatch(
      /\/chapters\/0\/tasks\/0\/questions\/1\/content: missing required field "prompt"/,
    );
    expect(reasons['unknown-type/en.json']).toMatch(
      /\/chapters\/0\/tasks\/0\/questions\/2\/type: unknown minigame type 99/,
    );
    expect(reasons['wrong-type-field/en.json']).toMatch(
      /\/chapters\/0\/tasks\/0\/questions\/0\/id: must be string/,
    );
    expect(reasons['answer-not-an-option/en.json']).toMatch(
      /\/content\/answers\/0: answer "e" is not one of the option ids/,
    );
    expect(reasons['too-few-options/en.json']).toMatch(
      /\/content\/options: needs at least 2 items/,
    );
    expect(reasons['not-json/en.json']).toMatch(/Not valid JSON \(line 118, column 14\)/);
    expect(reasons['wrong-lang/id.json']).toMatch(/"lang" is "en" but the file is id.json/);
    expect(reasons['a-task/en.json']).toMatch(/not a course document/);
    expect(reasons['bad-name/english.json']).toMatch(/<lang>.json/);
    expect(log.lines.filter((l) => l.startsWith('warn content: refused'))).toHaveLength(
      report.refused.length,
    );
    for (const id of [9001, 9002, 9003, 9004, 9005, 9006, 9301, 9302])
      expect((await rowsOf(id)).courses).toBe(0);
  });

  it('replaces a course only for a higher subject_version', async () => {
    const v1 = copyOfEnglish(9401, 1);
    await seedContent(ctx.database.db, contentDir({ 'c/en.json': v1 }), recorder());
    // Same version, changed content: kept as stored, and said so.
    const edited = copyOfEnglish(9401, 1);
    edited.subject_name = 'Edited without a version bump';
    const same = await seedContent(
      ctx.database.db,
      contentDir({ 'c/en.json': edited }),
      recorder(),
    );
    expect(same.refused[0]?.reason).toMatch(/bump it/);
    const name = async () =>
      (
        await ctx.database.db
          .select({ n: courses.subjectName })
          .from(courses)
          .where(eq(courses.subjectId, 9401))
      )[0]!.n;
    expect(await name()).toBe('Everyday English');
    // A new version with a chapter less replaces the course, chapters and tasks.
    const v2 = copyOfEnglish(9401, 2);
    v2.subject_name = 'Everyday English 2';
    v2.chapters.pop();
    expect(
      (await seedContent(ctx.database.db, contentDir({ 'c/en.json': v2 }), recorder())).seeded,
    ).toEqual(['c/en.json']);
    expect(await name()).toBe('Everyday English 2');
    expect(await rowsOf(9401)).toMatchObject({ courses: 1, chapters: 3, tasks: 6 });
    // An older version never overwrites a newer one.
    const old = await seedContent(ctx.database.db, contentDir({ 'c/en.json': v1 }), recorder());
    expect(old.refused[0]?.reason).toMatch(/older than the stored 2/);
  });

  it('refuses a course that reuses another course chapter or task ids, or a secret question it cannot redact', async () => {
    const clash = copyOfEnglish(9501);
    clash.chapters[0]!.id = 1011; // Everyday English's first chapter
    const report = await seedContent(
      ctx.database.db,
      contentDir({ 'clash/en.json': clash }),
      recorder(),
    );
    expect(report.refused[0]?.reason).toMatch(/chapter id 1011 is used by subject 101/);
    expect((await rowsOf(9501)).courses).toBe(0);

    const listening = fixture('english-listening');
    listening.subject_id = 9502;
    for (const ch of listening.chapters) {
      ch.id += 95_000_000;
      for (const t of ch.tasks) t.id += 950_000_000;
    }
    const q = listening.chapters[0]!.tasks[0]!.questions[0]!;
    q.secret = true;
    delete (q.content as { audio?: string }).audio;
    (q.content as { text?: string }).text ??= 'Good morning';
    const secret = await seedContent(
      ctx.database.db,
      contentDir({ 'secret/en.json': listening }),
      recorder(),
    );
    expect(secret.refused[0]?.reason).toMatch(
      /is secret but a secret listening question needs `audio`/,
    );
  });
});
