/**
 * Publishing a course folder (`npm run admin -- publish <folder>`): every `<lang>.json` is checked
 * against the schemas and the plugins first, and one bad file refuses the whole publish with every
 * error and its path. Then each language is stored in its own transaction: unchanged content is
 * left alone, changed content gets a new subject_version (at least one above the stored one), so
 * a device's finish records of the older version are told apart.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { checkCourseFile, idClashes, SEED_LOCK, storeCourse } from '../content/seed';
import { clearCatalogueCache } from '../learning/catalogue';

export class PublishRefused extends Error {
  constructor(readonly problems: { file: string; reason: string }[]) {
    super(
      `publish refused, nothing was stored:\n${problems.map((p) => `  ${p.file}: ${p.reason}`).join('\n')}`,
    );
  }
}

export interface Published {
  file: string;
  subjectId: number;
  lang: string;
  outcome: 'stored' | 'unchanged';
  version: number;
}

export async function publishCourse(db: Db, folder: string, now: Date): Promise<Published[]> {
  let files: string[];
  try {
    files = readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (e) {
    throw new PublishRefused([{ file: folder, reason: (e as Error).message }]);
  }
  if (files.length === 0)
    throw new PublishRefused([{ file: folder, reason: 'no <lang>.json file' }]);
  const checked = files.map((f) => ({ file: f, result: checkCourseFile(join(folder, f)) }));
  const problems = checked.flatMap(({ file, result }) =>
    result.ok ? [] : [{ file, reason: result.reason }],
  );
  if (problems.length > 0) throw new PublishRefused(problems);

  const published: Published[] = [];
  for (const { file, result } of checked) {
    if (!result.ok) continue;
    const { course, hash } = result;
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const [stored] = await tx
        .select({ version: courses.subjectVersion, hash: courses.contentHash })
        .from(courses)
        .where(and(eq(courses.subjectId, course.subject_id), eq(courses.lang, course.lang)));
      if (stored?.hash === hash) return { outcome: 'unchanged' as const, version: stored.version };
      const version = stored
        ? Math.max(course.subject_version, stored.version + 1)
        : course.subject_version;
      const next = { ...course, subject_version: version };
      const clash = await idClashes(tx, next);
      if (clash) throw new PublishRefused([{ file, reason: clash }]);
      await storeCourse(tx, next, hash, now);
      return { outcome: 'stored' as const, version };
    });
    published.push({ file, subjectId: course.subject_id, lang: course.lang, ...outcome });
  }
  clearCatalogueCache(db);
  return published;
}
