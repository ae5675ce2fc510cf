/**
 * Seeds the questionnaires (`<content>/surveys/questionnaires.json`) and the learning programs
 * (`<content>/programs/programs.json`), each checked against its JSON Schema and for sense: a
 * choice question has options with distinct ids, a scale has min < max, a program lists only
 * known questionnaires. Rows are upserted by id; rows no longer listed are hidden (answers and
 * certificates refer to them), never deleted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import type { ProgramCatalogue, QuestionnaireCatalogue } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { programs, questionnaires, type QuestionnaireDoc } from '../db/schema';
import { schemaProblems } from './schema-check';

const PROGRAMS_SCHEMA = 'https://web-ed.app/schemas/program-catalogue.schema.json';
const SURVEYS_SCHEMA = 'https://web-ed.app/schemas/questionnaire-catalogue.schema.json';
const LOCK = 727_007;

export type ProgramSeed =
  { ok: true; programs: number; questionnaires: number } | { ok: false; reason: string };

function readJson(file: string): { ok: true; data: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, data: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}

/** A problem of one questionnaire the schema cannot see, or null. */
export function questionnaireProblem(q: QuestionnaireDoc): string | null {
  const ids = new Set<string>();
  for (const question of q.questions) {
    if (ids.has(question.id)) return `question ${question.id} appears twice`;
    ids.add(question.id);
    if (question.type === 'single' || question.type === 'multiple') {
      const options = question.options ?? [];
      if (options.length < 2) return `question ${question.id} needs at least 2 options`;
      if (new Set(options.map((o) => o.id)).size !== options.length)
        return `question ${question.id} has two options with the same id`;
    }
    if (question.type === 'scale') {
      if (question.min === undefined || question.max === undefined || question.min >= question.max)
        return `question ${question.id} needs min < max`;
    }
  }
  return null;
}

export async function seedPrograms(db: Db, dir: string): Promise<ProgramSeed> {
  const surveyFile = join(dir, 'surveys', 'questionnaires.json');
  const programFile = join(dir, 'programs', 'programs.json');
  let qs: QuestionnaireCatalogue = { questionnaires: [] };
  let ps: ProgramCatalogue = { programs: [] };
  if (existsSync(surveyFile)) {
    const read = readJson(surveyFile);
    if (!read.ok) return { ok: false, reason: `surveys/questionnaires.json: ${read.reason}` };
    const problems = schemaProblems(SURVEYS_SCHEMA, read.data);
    if (problems) return { ok: false, reason: `surveys/questionnaires.json: ${problems}` };
    qs = read.data as QuestionnaireCatalogue;
  }
  if (existsSync(programFile)) {
    const read = readJson(programFile);
    if (!read.ok) return { ok: false, reason: `programs/programs.json: ${read.reason}` };
    const problems = schemaProblems(PROGRAMS_SCHEMA, read.data);
    if (problems) return { ok: false, reason: `programs/programs.json: ${problems}` };
    ps = read.data as ProgramCatalogue;
  }
  const qIds = new Set<number>();
  for (const q of qs.questionnaires) {
    if (qIds.has(q.id)) return { ok: false, reason: `questionnaire ${q.id} is listed twice` };
    qIds.add(q.id);
    const problem = questionnaireProblem(q);
    if (problem) return { ok: false, reason: `questionnaire ${q.id}: ${problem}` };
  }
  const pIds = new Set<number>();
  for (const p of ps.programs) {
    if (pIds.has(p.id)) return { ok: false, reason: `program ${p.id} is listed twice` };
    pIds.add(p.id);
    const unknown = p.questionnaires.find((q) => !qIds.has(q.id));
    if (unknown) return { ok: false, reason: `program ${p.id}: no questionnaire ${unknown.id}` };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    for (const [position, q] of qs.questionnaires.entries()) {
      await tx
        .insert(questionnaires)
        .values({ id: q.id, position, isShown: true, doc: q })
        .onConflictDoUpdate({
          target: questionnaires.id,
          set: { position, isShown: true, doc: q },
        });
    }
    for (const [position, p] of ps.programs.entries()) {
      const values = { type: p.type, position, isShown: p.is_shown ?? true, doc: p };
      await tx
        .insert(programs)
        .values({ id: p.id, ...values })
        .onConflictDoUpdate({ target: programs.id, set: values });
    }
    await tx
      .update(questionnaires)
      .set({ isShown: false })
      .where(notInArray(questionnaires.id, [-1, ...qIds]));
    await tx
      .update(programs)
      .set({ isShown: false })
      .where(notInArray(programs.id, [-1, ...pIds]));
    return {
      ok: true as const,
      programs: ps.programs.length,
      questionnaires: qs.questionnaires.length,
    };
  });
}
