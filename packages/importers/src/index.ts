/**
 * @web-ed/importers: content teachers already have, as web-ed course documents. An H5P package,
 * a QTI content package or a lone QTI item becomes one course of one chapter and one task; what
 * cannot be converted is reported item by item with its place in the source. Pure: bytes in,
 * a course, its media and the report out; never throws on bad input.
 */
import type { Course, Lang } from '@web-ed/schemas';
import { buildCourse, optionProblem, type ImportOptions } from './build-course';
import { importH5p } from './h5p/import-h5p';
import { ImportError } from './import-error';
import { MediaCollector, type MediaFile } from './media';
import { importQtiPackage } from './qti/content-package';
import { importQtiItem } from './qti/qti-item';
import type { ImportReport } from './report';
import { openZip } from './safe-zip';

export { MAX_COURSE_ID, type ImportOptions } from './build-course';
export { ImportError } from './import-error';
export type { MediaFile } from './media';
export type { ImportReport, ReportEntry, ReportLevel } from './report';
export { ZIP_LIMITS } from './safe-zip';

export interface ImportResult {
  /** Null when nothing could be converted. */
  course: Course | null;
  /** Images, recordings and videos the course refers to, by their path relative to the course folder. */
  media: MediaFile[];
  report: ImportReport;
}

function readSource(file: string, bytes: Uint8Array, report: ImportReport) {
  const zipped = (bytes[0] === 0x50 && bytes[1] === 0x4b) || /\.(h5p|zip)$/i.test(file);
  if (zipped) {
    const zip = openZip(bytes);
    const media = new MediaCollector(zip, report);
    if (zip.has('h5p.json')) return { draft: importH5p(zip, report, media), media };
    if (zip.has('imsmanifest.xml')) return { draft: importQtiPackage(zip, report, media), media };
    throw new ImportError(
      'The zip has neither h5p.json (an H5P package) nor imsmanifest.xml (a QTI content package) at its top.',
      file,
    );
  }
  const start = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart();
  if (/\.xml$/i.test(file) || start.startsWith('<')) {
    const media = new MediaCollector(null, report);
    return { draft: importQtiItem(bytes, file, report, media), media };
  }
  throw new ImportError(
    'This is not an H5P package (.h5p), a QTI content package (.zip) or a QTI item (.xml).',
    file,
  );
}

export function importFile(name: string, bytes: Uint8Array, opts: ImportOptions): ImportResult {
  const file = name.split(/[\\/]/).pop() || name;
  const report: ImportReport = [];
  const problem = optionProblem(opts);
  if (problem) {
    report.push({ path: file, level: 'error', message: `Cannot import: ${problem}.` });
    return { course: null, media: [], report };
  }
  let course: Course | null = null;
  let media: MediaFile[] = [];
  try {
    const source = readSource(file, bytes, report);
    course = buildCourse(source.draft, { ...opts, lang: opts.lang as Lang }, file, report);
    const text = JSON.stringify(course);
    // Only what the course still refers to: a question left out takes its image with it.
    media = source.media.files.filter((f) => text.includes(JSON.stringify(f.path)));
  } catch (e) {
    report.push(
      e instanceof ImportError
        ? { path: e.path || file, level: 'error', message: e.message }
        : {
            path: file,
            level: 'error',
            message: `The importer failed on this file: ${(e as Error).message}`,
          },
    );
  }
  if (!course && !report.some((r) => r.level === 'error'))
    report.push({
      path: file,
      level: 'error',
      message: 'Nothing in the file could be converted into a course.',
    });
  return { course, media: course ? media : [], report };
}
