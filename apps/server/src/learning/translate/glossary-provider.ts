/**
 * The glossary (content/glossary.ts) as a provider: the pair itself (both directions are
 * stored), else through English (e.g. id → en → th).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../../db/client';
import { glossary } from '../../db/schema';
import { normaliseTerm } from '../../content/glossary';
import type { TranslateProvider, Translation } from './provider';

export class GlossaryProvider implements TranslateProvider {
  readonly name = 'glossary';
  constructor(private readonly db: Db) {}

  private async lookup(term: string, source: Lang, target: Lang): Promise<string[]> {
    const rows = await this.db
      .select({ translation: glossary.translation })
      .from(glossary)
      .where(
        and(
          eq(glossary.sourceLang, source),
          eq(glossary.targetLang, target),
          eq(glossary.term, term),
        ),
      )
      .orderBy(asc(glossary.rank), asc(glossary.translation));
    return [...new Set(rows.map((r) => r.translation))];
  }

  async translate(word: string, source: Lang, target: Lang): Promise<Translation | null> {
    const term = normaliseTerm(word);
    if (!term) return null;
    let found = await this.lookup(term, source, target);
    if (found.length === 0 && source !== 'en' && target !== 'en') {
      const english = await this.lookup(term, source, 'en');
      const through: string[] = [];
      for (const e of english) through.push(...(await this.lookup(normaliseTerm(e), 'en', target)));
      found = [...new Set(through)];
    }
    const [first, ...rest] = found;
    return first === undefined
      ? null
      : { translation: first, alternatives: rest, provider: this.name };
  }
}
