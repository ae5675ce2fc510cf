/**
 * The bilingual glossary behind dictionary-translate, rebuilt on every seed from:
 * 1. the curated files of `glossary/` (`<source>-<target>.json`), ranked first;
 * 2. the seeded courses: the same course in English and another language, aligned by id:
 *    subject, chapter and task titles, short answer options translated between the two
 *    (at most 4 words, no LaTeX, not digits), and vocabulary cards (the English word, and the
 *    card's meaning as the other language's document writes it).
 * Every pair is stored in both directions; other pairs of languages pivot through English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { isLang, type Lang, type PlayableCourse } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { Db } from '../db/client';
import { courses, glossary } from '../db/schema';

const GLOSSARY_DIR = join(dirname(fileURLToPath(import.meta.url)), 'glossary');
const GLOSSARY_LOCK = 727_002;
const MAX_OPTION_WORDS = 4;

/** Trimmed, lowercased, inner whitespace collapsed, outer punctuation removed. */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
}

export interface GlossaryPair {
  source: Lang;
  target: Lang;
  term: string;
  translation: string;
  origin: string;
  rank: number;
}

interface CuratedFile {
  source: string;
  target: string;
  entries: Record<string, string | string[]>;
}

export function curatedPairs(dir = GLOSSARY_DIR): GlossaryPair[] {
  const pairs: GlossaryPair[] = [];
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = JSON.parse(readFileSync(join(dir, f), 'utf8')) as CuratedFile;
    if (!isLang(file.source) || !isLang(file.target))
      throw new Error(`glossary/${f}: source and target must be supported languages`);
    for (const [term, value] of Object.entries(file.entries)) {
      (Array.isArray(value) ? value : [value]).forEach((translation, i) =>
        pairs.push({
          source: file.source as Lang,
          target: file.target as Lang,
          term,
          translation,
          origin: `curated:${f}`,
          rank: i,
        }),
      );
    }
  }
  return pairs;
}

function shortText(text: string): boolean {
  return (
    !text.includes('$') &&
    !/^[\d\s.,:/+-]*$/.test(text) &&
    text.trim().split(/\s+/).length <= MAX_OPTION_WORDS
  );
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

/** Pairs from the same course in English (`en`) and another language (`other`), aligned by id. */
export function coursePairs(en: PlayableCourse, other: PlayableCourse): GlossaryPair[] {
  const origin = `course:${en.subject_id}`;
  const pairs: GlossaryPair[] = [];
  const add = (a: string | null, b: string | null, rank: number) => {
    if (a && b && normaliseTerm(a) !== normaliseTerm(b) && normaliseTerm(a) !== '') {
      pairs.push({ source: 'en', target: other.lang, term: a, translation: b, origin, rank });
    }
  };
  add(en.subject_name, other.subject_name, 20);
  const otherChapters = new Map(other.chapters.map((c) => [c.id, c]));
  for (const ce of en.chapters) {
    const co = otherChapters.get(ce.id);
    if (!co) continue;
    add(ce.title, co.title, 20);
    const otherTasks = new Map(co.tasks.map((t) => [t.id, t]));
    for (const te of ce.tasks) {
      const to = otherTasks.get(te.id);
      if (!to) continue;
      add(te.title, to.title, 20);
      const otherQuestions = new Map(to.questions.map((q) => [q.id, q]));
      for (const qe of te.questions) {
        const qo = otherQuestions.get(qe.id);
        if (!qo || qo.type !== qe.type || !isObj(qe.content) || !isObj(qo.content)) continue;
        // Options translated between the two documents (options under test stay identical),
        // aligned by item and option id: option ids repeat from one item to the next.
        const optionsOf = (c: Obj): [string, string | null][] =>
          [{ options: c.options }, ...list(c.items), ...list(c.checkpoints)].flatMap((item, i) =>
            list(item.options).map((o): [string, string | null] => [
              `${i}/${str(o.id)}`,
              str(o.text),
            ]),
          );
        const otherOptions = new Map(optionsOf(qo.content));
        for (const [key, a] of optionsOf(qe.content)) {
          const b = otherOptions.get(key) ?? null;
          if (a && b && shortText(a) && shortText(b)) add(a, b, 10);
        }
        // Words the question teaches, with their meanings in both languages.
        const glossaryOf = registry.has(qe.type) ? registry.get(qe.type).glossary : undefined;
        if (glossaryOf) {
          const otherTerms = glossaryOf(qo.content);
          glossaryOf(qe.content).forEach((term, i) => {
            const other = otherTerms[i];
            if (other && term.word === other.word && term.meaning !== other.meaning)
              add(term.word, other.meaning, 15);
          });
        }
      }
    }
  }
  return pairs;
}

/** Both directions, one row per (source, target, normalised term, translation), best rank kept. */
export function glossaryRows(pairs: readonly GlossaryPair[]): (typeof glossary.$inferInsert)[] {
  const rows = new Map<string, typeof glossary.$inferInsert>();
  const put = (
    source: Lang,
    target: Lang,
    term: string,
    translation: string,
    origin: string,
    rank: number,
  ) => {
    const t = normaliseTerm(term);
    const tr = translation.trim();
    if (!t || !tr) return;
    const key = JSON.stringify([source, target, t, tr]);
    const kept = rows.get(key);
    if (!kept || kept.rank > rank)
      rows.set(key, {
        sourceLang: source,
        targetLang: target,
        term: t,
        translation: tr,
        origin,
        rank,
      });
  };
  for (const p of pairs) {
    put(p.source, p.target, p.term, p.translation, p.origin, p.rank);
    put(p.target, p.source, p.translation, p.term, p.origin, p.rank);
  }
  return [...rows.values()];
}

/** Replaces the glossary with what the curated files and the stored courses give; returns its size. */
export async function rebuildGlossary(db: Db): Promise<number> {
  const stored = await db
    .select({ subjectId: courses.subjectId, lang: courses.lang, doc: courses.doc })
    .from(courses);
  const bySubject = new Map<number, Map<string, PlayableCourse>>();
  for (const row of stored) {
    const m = bySubject.get(row.subjectId) ?? new Map<string, PlayableCourse>();
    m.set(row.lang, row.doc as PlayableCourse);
    bySubject.set(row.subjectId, m);
  }
  const pairs = curatedPairs();
  for (const langs of bySubject.values()) {
    const en = langs.get('en');
    if (!en) continue;
    for (const [lang, other] of langs) if (lang !== 'en') pairs.push(...coursePairs(en, other));
  }
  const rows = glossaryRows(pairs);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GLOSSARY_LOCK})`);
    await tx.delete(glossary);
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(glossary).values(rows.slice(i, i + 500));
  });
  return rows.length;
}
