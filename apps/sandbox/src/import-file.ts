/**
 * An H5P or QTI file converted on this device by @web-ed/importers (loaded when first used, so
 * the sandbox's entry does not carry the zip and XML readers): the course as editor text, its
 * media as object URLs by the paths the course names, and the importer's report.
 */
import type { ImportReport } from '@web-ed/importers';

export interface ImportedCourse {
  /** The file's name, as the author picked it. */
  name: string;
  /** The course document, formatted for the editor; null when nothing could be converted. */
  text: string | null;
  questions: number;
  /** Object URLs of the course's media, by the path the course refers to them with. */
  assets: Record<string, string>;
  report: ImportReport;
}

/** The largest file the sandbox reads: the importers' own zip limit. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export async function importCourse(
  file: File,
  courseId: number,
  lang: string,
): Promise<ImportedCourse> {
  if (file.size > MAX_IMPORT_BYTES) {
    return {
      name: file.name,
      text: null,
      questions: 0,
      assets: {},
      report: [
        {
          path: file.name,
          level: 'error',
          message: `The file is ${Math.ceil(file.size / 1024 / 1024)} MB; at most 100 MB can be imported.`,
        },
      ],
    };
  }
  const [{ importFile }, bytes] = await Promise.all([
    import('@web-ed/importers'),
    file.arrayBuffer(),
  ]);
  const { course, media, report } = importFile(file.name, new Uint8Array(bytes), {
    courseId,
    lang,
  });
  const assets: Record<string, string> = {};
  for (const m of media) {
    const type = TYPES[m.path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
    assets[m.path] = URL.createObjectURL(new Blob([m.bytes as BlobPart], { type }));
  }
  const questions =
    course?.chapters.reduce(
      (n, ch) => n + ch.tasks.reduce((m, t) => m + t.questions.length, 0),
      0,
    ) ?? 0;
  return {
    name: file.name,
    text: course ? JSON.stringify(course, null, 2) : null,
    questions,
    assets,
    report,
  };
}

/** Frees the object URLs of a course no longer shown. */
export function releaseCourse(course: ImportedCourse | null): void {
  for (const url of Object.values(course?.assets ?? {})) URL.revokeObjectURL(url);
}
