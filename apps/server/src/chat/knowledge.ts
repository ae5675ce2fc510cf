/**
 * The offline tutor's full-text search (minisearch) over the FAQ (faq_items, seeded from
 * content-fixtures/faq, the FAQ screens' own) and the course notes: chapter descriptions and the
 * hints and explanations of practice questions. Skill check (secret) questions are never indexed.
 * Built on first use from the seeded catalogue.
 */
import MiniSearch from 'minisearch';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { courses, faqItems } from '../db/schema';
import type { SearchHit } from './offline-tutor';

interface Doc {
  id: string;
  lang: string;
  title: string;
  text: string;
}

interface CourseDoc {
  subject_name?: string;
  chapters?: {
    title?: string;
    description?: string;
    tasks?: {
      questions?: { id?: string; secret?: boolean; content?: Record<string, unknown> }[];
    }[];
  }[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The notes of one course document, in its language. */
export function courseNotes(subjectId: number, lang: string, doc: CourseDoc): Doc[] {
  const out: Doc[] = [];
  for (const [ci, chapter] of (doc.chapters ?? []).entries()) {
    const title = `${str(doc.subject_name)}: ${str(chapter.title)}`;
    if (chapter.description) {
      out.push({ id: `c:${subjectId}:${lang}:${ci}`, lang, title, text: chapter.description });
    }
    for (const task of chapter.tasks ?? []) {
      for (const q of task.questions ?? []) {
        if (q.secret) continue;
        const c = q.content ?? {};
        const text = [str(c.prompt), str(c.hint), str(c.explanation)].filter(Boolean).join(' ');
        if (str(c.explanation))
          out.push({ id: `q:${subjectId}:${lang}:${str(q.id)}`, lang, title, text });
      }
    }
  }
  return out;
}

/**
 * Question words match every question: 'Apa arti "good morning"?' found the FAQ entry 'Apa arti
 * tanda QR…?' on "apa arti" alone. They are left out of the index and of the search.
 */
const STOP_WORDS = new Set(
  [
    // English
    'a an and are about can could did do does how i in is it me mean means meaning my of on or',
    'please tell that the this to what when where which who why you your',
    // Indonesian and Malay
    'ada adakah adalah anda apa apakah arti artinya atau aku bagaimana bagaimanakah bisa cara',
    'dan dari di dimana ini itu kamu kapan ke kenapa maksud mengapa saya siapa tentang tolong',
    'untuk yang',
  ]
    .join(' ')
    .split(' '),
);

export class Knowledge {
  private index: Promise<MiniSearch<Doc>> | null = null;
  constructor(private readonly db: Db) {}

  private async build(): Promise<MiniSearch<Doc>> {
    const search = new MiniSearch<Doc>({
      fields: ['title', 'text'],
      storeFields: ['title', 'text', 'lang'],
      processTerm: (term) => {
        const word = term.toLowerCase();
        return STOP_WORDS.has(word) ? null : word;
      },
      searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2 },
    });
    // The FAQ of the FAQ screens (content-fixtures/faq, seeded): one source of truth.
    const faq = await this.db.select().from(faqItems);
    search.addAll(
      faq.map((f) => ({
        id: `faq:${f.id}:${f.lang}`,
        lang: f.lang,
        title: f.question,
        text: f.answer,
      })),
    );
    const rows = await this.db
      .select({ subjectId: courses.subjectId, lang: courses.lang, doc: courses.doc })
      .from(courses);
    for (const r of rows) search.addAll(courseNotes(r.subjectId, r.lang, r.doc as CourseDoc));
    return search;
  }

  /** The best hits in the student's language, else in English. */
  async search(query: string, lang: Lang, limit = 3): Promise<SearchHit[]> {
    this.index ??= this.build();
    const search = await this.index;
    for (const l of lang === 'en' ? ['en'] : [lang, 'en']) {
      const hits = search.search(query, { filter: (r) => r.lang === l }).slice(0, limit);
      if (hits.length) return hits.map((h) => ({ title: String(h.title), text: String(h.text) }));
    }
    return [];
  }
}
