/**
 * `npm run admin -- import FILE [--course-id N] [--lang xx] [--dry-run] [--json]`: an H5P package,
 * a QTI content package or a QTI item converted into a course (@web-ed/importers), checked as the
 * seeder checks a course file. A dry run prints the course and the report and changes nothing (it
 * opens no database). Otherwise the course is written as a course folder of the content directory
 * (`import-<N>/<lang>.json`, media in `assets/`, where the media route looks) and that folder is
 * published as `publish` publishes one. Exit code 0 when a course was produced (warnings allowed),
 * 2 when nothing could be converted or the command is misused, 1 when publishing failed.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importFile, ZIP_LIMITS, type ImportReport } from '@web-ed/importers';
import type { Course } from '@web-ed/schemas';
import { courseAssetFolders, mediaFile } from '../content/content-media';
import { checkCourseText } from '../content/seed';
import type { Published } from './publish';

export const IMPORT_USAGE = 'import <file> [--course-id N] [--lang xx] [--dry-run] [--json]';

export interface ImportIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** Where course folders live (CONTENT_DIR, else content-fixtures). */
  contentDir: string;
  /** Publishes a course folder; the database is opened only when this is called. */
  publish: (folder: string) => Promise<Published[]>;
}

/** What --json prints: one object. */
interface Outcome {
  course: Course | null;
  report: ImportReport;
  published?: Published[];
}

const EXIT_NOTHING = 2;

function convert(
  file: string,
  courseId: number,
  lang: string,
): Outcome & { media: { path: string; bytes: Uint8Array }[] } {
  const name = basename(file);
  let bytes: Uint8Array;
  try {
    const size = statSync(file).size;
    if (size > ZIP_LIMITS.maxZipBytes)
      return {
        course: null,
        media: [],
        report: [
          {
            path: name,
            level: 'error',
            message: `The file is over the ${ZIP_LIMITS.maxZipBytes / 1024 / 1024} MB limit.`,
          },
        ],
      };
    bytes = readFileSync(file);
  } catch (e) {
    return {
      course: null,
      media: [],
      report: [
        { path: name, level: 'error', message: `Cannot read the file: ${(e as Error).message}` },
      ],
    };
  }
  const result = importFile(name, bytes, { courseId, lang });
  if (!result.course) return result;
  // The seeder's own check of a course file, on the text that will be written.
  const checked = checkCourseText(JSON.stringify(result.course), lang, `${lang}.json`);
  if (checked.ok) return result;
  return {
    course: null,
    media: [],
    report: [
      ...result.report,
      { path: name, level: 'error', message: `The course is refused: ${checked.reason}` },
    ],
  };
}

/** "1 question", "2 questions". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function summary(course: Course, media: number): string {
  const questions = course.chapters.reduce(
    (n, c) => n + c.tasks.reduce((m, t) => m + t.questions.length, 0),
    0,
  );
  return `course ${course.subject_id} (${course.lang}) "${course.subject_name}": ${count(questions, 'question')}, ${count(media, 'media file')}`;
}

export async function importCourse(argv: string[], io: ImportIo): Promise<number> {
  const json = argv.includes('--json');
  const usage = (message: string) => {
    if (json)
      io.out(
        JSON.stringify({ course: null, report: [{ path: '', level: 'error', message }] }, null, 2),
      );
    else io.err(`${message}\n\nusage: ${IMPORT_USAGE}`);
    return EXIT_NOTHING;
  };
  let values: { 'course-id'?: string; lang?: string; 'dry-run'?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'course-id': { type: 'string' },
        lang: { type: 'string' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
      },
    }));
  } catch (e) {
    return usage((e as Error).message);
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) return usage('import needs one file');
  const dryRun = values['dry-run'] === true;
  if (!dryRun && values['course-id'] === undefined)
    return usage(
      'publishing an import needs --course-id N: the subject id it is stored under (a course stored under it is replaced)',
    );
  const courseId = Number(values['course-id'] ?? 1);
  const lang = values.lang ?? 'en';

  const { media, ...outcome } = convert(file, courseId, lang);
  const print = (o: Outcome) => {
    if (json) return io.out(JSON.stringify(o, null, 2));
    for (const r of o.report) io.out(`${r.level}: ${r.path}: ${r.message}`);
    io.out(o.course ? summary(o.course, media.length) : 'nothing could be converted');
    for (const p of o.published ?? [])
      io.out(`${p.file}: subject ${p.subjectId} (${p.lang}) ${p.outcome}, version ${p.version}`);
  };
  const { course } = outcome;
  if (!course || dryRun) {
    print(outcome);
    return course ? 0 : EXIT_NOTHING;
  }

  const folder = resolve(io.contentDir, `import-${courseId}`);
  const assets = join(folder, 'assets');
  const holder = courseAssetFolders(io.contentDir).get(courseId);
  if (holder && dirname(holder) !== folder) {
    io.err(
      `subject ${courseId} is the course in ${dirname(holder)}: import under another --course-id`,
    );
    return 1;
  }
  try {
    mkdirSync(assets, { recursive: true });
    for (const m of media) {
      // The media route's own rule for a path inside an assets folder.
      const target = mediaFile(assets, m.path.replace(/^assets\//, ''));
      if (!target) throw new Error(`refusing to write the media path ${m.path}`);
      writeFileSync(target.file, m.bytes);
    }
    writeFileSync(join(folder, `${lang}.json`), `${JSON.stringify(course, null, 2)}\n`);
    print({ ...outcome, published: await io.publish(folder) });
  } catch (e) {
    io.err((e as Error).message);
    return 1;
  }
  if (!json && media.length > 0)
    io.out(
      `media written to ${assets}: a running server serves a new course folder's media after a restart`,
    );
  return 0;
}
