/**
 * Seeds the FAQ (`<content>/faq/faq.json`, faq-catalogue.schema.json) into one row per item and
 * language, replacing what was there. The FAQ screens and the chat buddy's offline tutor read
 * these rows: one source of truth.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SUPPORTED_LANGS } from '@web-ed/engine';
import type { FaqCatalogue } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { faqItems } from '../db/schema';
import { schemaProblems } from './schema-check';

const SCHEMA = 'https://web-ed.app/schemas/faq-catalogue.schema.json';
const LOCK = 727_008;

export type FaqSeed = { ok: true; items: number } | { ok: false; reason: string };

export async function seedFaq(db: Db, dir: string): Promise<FaqSeed> {
  const file = join(dir, 'faq', 'faq.json');
  if (!existsSync(file)) return { ok: true, items: 0 };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: `faq/faq.json: ${(e as Error).message}` };
  }
  const problems = schemaProblems(SCHEMA, data);
  if (problems) return { ok: false, reason: `faq/faq.json: ${problems}` };
  const { items } = data as FaqCatalogue;
  const ids = items.map((i) => i.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) return { ok: false, reason: `faq: item ${twice} is listed twice` };
  const rows = items.flatMap((item, position) =>
    SUPPORTED_LANGS.map((lang) => ({
      id: item.id,
      lang,
      category: item.category,
      question: item.question[lang],
      answer: item.answer[lang],
      position,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    await tx.delete(faqItems);
    if (rows.length > 0) await tx.insert(faqItems).values(rows);
  });
  return { ok: true, items: items.length };
}
