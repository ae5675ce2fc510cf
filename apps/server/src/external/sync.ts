/**
 * External courses (domain `external`): their content lives on another origin, listed in
 * EXTERNAL_CONTENT_ORIGINS. The server fetches each origin's index and course documents, and
 * stores a document only when it passes every check a local course passes (the JSON Schemas,
 * each plugin's content checks, redaction of secret questions) and also names that origin as its
 * `external_origin` with domain `external` and the subject id its path says. Stored like any
 * course, external content is then served, cached offline and re-scored by the same code: nothing
 * from the other origin reaches a student unchecked (docs/decisions.md).
 */
import type { Db } from '../db/client';
import { checkCourseText, seedCourse, type SeedLog } from '../content/seed';
import { clearCatalogueCache } from '../learning/catalogue';
import { checkExternalIndex, EXTERNAL_INDEX_PATH } from './external-index';

export const EXTERNAL_FETCH_TIMEOUT_MS = 10_000;
/** Largest course document accepted from an origin. */
export const EXTERNAL_MAX_BYTES = 5 * 1024 * 1024;

export interface ExternalSyncReport {
  seeded: string[];
  unchanged: string[];
  refused: { source: string; reason: string }[];
}

async function fetchText(url: string, fetchImpl: typeof fetch): Promise<string> {
  const res = await fetchImpl(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(EXTERNAL_FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > EXTERNAL_MAX_BYTES)
    throw new Error(`${url} is larger than ${EXTERNAL_MAX_BYTES} bytes`);
  const text = await res.text();
  if (Buffer.byteLength(text) > EXTERNAL_MAX_BYTES)
    throw new Error(`${url} is larger than ${EXTERNAL_MAX_BYTES} bytes`);
  return text;
}

export async function syncExternalCourses(
  db: Db,
  origins: readonly string[],
  log: SeedLog,
  now = new Date(),
  fetchImpl: typeof fetch = fetch,
): Promise<ExternalSyncReport> {
  const report: ExternalSyncReport = { seeded: [], unchanged: [], refused: [] };
  const refuse = (source: string, reason: string) => {
    report.refused.push({ source, reason });
    log.warn(`external content: refused ${source}: ${reason}`);
  };
  for (const origin of origins) {
    const indexUrl = `${origin}${EXTERNAL_INDEX_PATH}`;
    let index;
    try {
      index = checkExternalIndex(JSON.parse(await fetchText(indexUrl, fetchImpl)) as unknown);
    } catch (e) {
      refuse(indexUrl, (e as Error).message);
      continue;
    }
    if (!index.ok) {
      refuse(indexUrl, index.reason);
      continue;
    }
    for (const ref of index.courses) {
      const url = `${origin}/web-ed/${ref.path}`;
      let text: string;
      try {
        text = await fetchText(url, fetchImpl);
      } catch (e) {
        refuse(url, (e as Error).message);
        continue;
      }
      const checked = checkCourseText(text, ref.lang, ref.path);
      if (!checked.ok) {
        refuse(url, checked.reason);
        continue;
      }
      const { course, hash } = checked;
      if (course.domain !== 'external' || course.external_origin !== origin) {
        refuse(
          url,
          `an external course must say domain "external" and external_origin "${origin}"`,
        );
        continue;
      }
      if (course.subject_id !== ref.subjectId) {
        refuse(url, `subject_id ${course.subject_id} is not the ${ref.subjectId} of its path`);
        continue;
      }
      const outcome = await seedCourse(db, course, hash, now);
      if (outcome === 'seeded') {
        report.seeded.push(url);
        log.info(`external content: seeded ${url} (version ${course.subject_version})`);
      } else if (outcome === 'unchanged') report.unchanged.push(url);
      else refuse(url, outcome.slice('refused:'.length));
    }
  }
  if (report.seeded.length > 0) clearCatalogueCache(db);
  return report;
}

/**
 * Fetches external courses now and then every `intervalMs`; an origin that could not be read is
 * tried again sooner (every 10 s, up to the interval), so a server started before its partner's
 * origin picks the content up shortly after. Returns the stop function.
 */
export function startExternalSync(
  db: Db,
  origins: readonly string[],
  intervalMs: number,
  log: SeedLog,
): () => void {
  if (origins.length === 0) return () => {};
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    let failed: boolean;
    try {
      const report = await syncExternalCourses(db, origins, log);
      failed = report.refused.length > 0 && report.seeded.length + report.unchanged.length === 0;
    } catch (e) {
      failed = true;
      log.warn(`external content: ${(e as Error).message}`);
    }
    if (!stopped)
      timer = setTimeout(() => void run(), failed ? Math.min(10_000, intervalMs) : intervalMs);
  };
  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
