import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FIXTURES, importSources, zipFolder } from '@web-ed/importers/testing';
import { checkCourseFile } from '../content/seed';
import { importCourse } from './import-course';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const XML = (name: string) => join(IMPORT_FIXTURES, 'qti', name);
const root = mkdtempSync(join(tmpdir(), 'web-ed-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** A QTI item no minigame can play: free writing. */
const ESSAY = strToU8(
  '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="essay" title="Essay">' +
    '<responseDeclaration identifier="R" cardinality="single" baseType="string"/>' +
    '<itemBody><extendedTextInteraction responseIdentifier="R"/></itemBody></assessmentItem>',
);

/** A file in the scratch folder. */
function scratch(name: string, bytes: Uint8Array): string {
  const file = join(root, name);
  writeFileSync(file, bytes);
  return file;
}

/** The import command in-process, with a fresh content folder and a publish that only records. */
async function admin(...argv: string[]) {
  const contentDir = mkdtempSync(join(root, 'content-'));
  const lines: string[] = [];
  const errors: string[] = [];
  const published: string[] = [];
  const code = await importCourse(argv, {
    out: (s) => lines.push(s),
    err: (s) => errors.push(s),
    contentDir,
    publish: async (folder) => {
      published.push(folder);
      return [{ file: 'en.json', subjectId: 9500, lang: 'en', outcome: 'stored', version: 1 }];
    },
  });
  return { code, lines, errors, published, contentDir };
}

describe('admin import', () => {
  it('--dry-run --json prints one JSON object with the course and the report, and changes nothing', async () => {
    const r = await admin(
      XML('choice-multiple-2.2.xml'),
      '--course-id',
      '9500',
      '--lang',
      'ms',
      '--dry-run',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(1);
    const printed = JSON.parse(r.lines[0]!);
    expect(Object.keys(printed)).toEqual(['course', 'report']);
    expect(printed.course).toMatchObject({
      subject_id: 9500,
      lang: 'ms',
      chapters: [{ tasks: [{ questions: [{ id: 'renewable-energy', type: 29 }] }] }],
    });
    expect(printed.report).toEqual([
      {
        path: 'choice-multiple-2.2.xml#/assessmentItem/itemBody/choiceInteraction[1]',
        level: 'warning',
        message: expect.any(String),
      },
    ]);
    expect(readdirSync(r.contentDir)).toEqual([]);
    expect(r.published).toEqual([]);
  });

  it('exits 2 with the report when nothing could be converted, or the file is hostile', async () => {
    const entry = await admin(scratch('essay.xml', ESSAY), '--dry-run', '--json');
    expect(entry.code).toBe(2);
    const printed = JSON.parse(entry.lines[0]!);
    expect(printed.course).toBeNull();
    expect(printed.report.map((e: { level: string }) => e.level)).toEqual(['warning', 'error']);

    const slip = scratch(
      'slip.h5p',
      zipSync({ 'h5p.json': strToU8('{}'), '../../evil.sh': strToU8('x') }),
    );
    const hostile = await admin(slip, '--dry-run', '--json');
    expect(hostile.code).toBe(2);
    expect(JSON.parse(hostile.lines[0]!).report[0].message).toMatch(
      /unsafe path "\.\.\/\.\.\/evil\.sh"/,
    );

    const xxe = scratch(
      'xxe.xml',
      strToU8('<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'),
    );
    expect((await admin(xxe, '--dry-run')).lines).toEqual([
      expect.stringMatching(/^error: xxe\.xml: xxe\.xml declares XML entities/),
      'nothing could be converted',
    ]);
  });

  it('passes every import fixture through the seeder’s checks, and counts what it made in words', async () => {
    const fixtures = importSources().map(({ name, bytes }) => scratch(name, bytes));
    for (const file of fixtures) {
      const r = await admin(file, '--dry-run', '--json');
      const printed = JSON.parse(r.lines[0]!);
      // A fixture may leave out an item on purpose (reported); the course itself must pass.
      expect(
        [
          r.code,
          printed.report.filter((e: { message: string }) => /course is refused/.test(e.message)),
        ],
        file,
      ).toEqual([0, []]);
      expect(printed.course.chapters[0].tasks[0].questions.length, file).toBeGreaterThan(0);
    }
    expect((await admin(XML('text-entry-2.2.xml'), '--dry-run')).lines).toEqual([
      'course 1 (en) "Capital cities": 1 question, 0 media files',
    ]);
    const volcano = scratch(
      'volcano-count.h5p',
      zipFolder(join(IMPORT_FIXTURES, 'h5p/multi-choice')),
    );
    expect((await admin(volcano, '--dry-run')).lines.at(-1)).toBe(
      'course 1 (en) "Volcanoes: rock under the ground": 1 question, 1 media file',
    );
    const summary = scratch('summary-count.h5p', zipFolder(join(IMPORT_FIXTURES, 'h5p/summary')));
    expect((await admin(summary, '--dry-run')).lines.at(-1)).toBe(
      'course 1 (en) "Small animals: true statements": 2 questions, 0 media files',
    );
  });

  it('explains misuse with exit code 2', async () => {
    expect((await admin('--dry-run')).code).toBe(2);
    expect((await admin(XML('choice-single-3.0.xml'), '--bogus', '--dry-run')).errors[0]).toMatch(
      /Unknown option/,
    );
    const noId = await admin(XML('choice-single-3.0.xml'));
    expect([noId.code, noId.published]).toEqual([2, []]);
    expect(noId.errors[0]).toMatch(/needs --course-id/);
    const badLang = await admin(
      XML('choice-single-3.0.xml'),
      '--lang',
      'fr',
      '--dry-run',
      '--json',
    );
    expect([badLang.code, JSON.parse(badLang.lines[0]!).report[0].message]).toEqual([
      2,
      expect.stringMatching(/language must be one of/),
    ]);
  });

  it('without --dry-run writes the course folder with its media and publishes it', async () => {
    const h5p = scratch('volcano.h5p', zipFolder(join(IMPORT_FIXTURES, 'h5p/multi-choice')));
    const r = await admin(h5p, '--course-id', '9500');
    expect(r.code).toBe(0);
    const folder = join(r.contentDir, 'import-9500');
    expect(r.published).toEqual([folder]);
    expect(readdirSync(join(folder, 'assets'))).toEqual(['volcano.png']);
    const written = checkCourseFile(join(folder, 'en.json'));
    expect(written.ok && written.course.subject_id).toBe(9500);
    expect(r.lines).toContain('en.json: subject 9500 (en) stored, version 1');

    // A subject id another course folder holds is refused before anything is written.
    const contentDir = mkdtempSync(join(root, 'content-'));
    mkdirSync(join(contentDir, 'english'));
    writeFileSync(join(contentDir, 'english/en.json'), JSON.stringify({ subject_id: 101 }));
    const errors: string[] = [];
    const code = await importCourse([h5p, '--course-id', '101'], {
      out: () => undefined,
      err: (s) => errors.push(s),
      contentDir,
      publish: async () => [],
    });
    expect([code, errors]).toEqual([
      1,
      [expect.stringMatching(/subject 101 is the course in .*english/)],
    ]);
    expect(readdirSync(contentDir)).toEqual(['english']);
  });

  it('runs from npm run admin without a database: one JSON object on stdout, exit code 2', async () => {
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', CLI, 'import', scratch('essay-cli.xml', ESSAY), '--dry-run', '--json'],
        // An unreachable database would fail any attempt to open one.
        { env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } },
        (error, stdout) => resolve({ code: error ? (error.code as number) : 0, stdout }),
      ),
    );
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({ course: null, report: expect.any(Array) });
  });
});
