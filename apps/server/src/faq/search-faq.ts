/**
 * Full-text search over FAQ items of one language (minisearch: prefix and fuzzy matching, the
 * question weighing twice the answer). Answers item ids, best first.
 */
import MiniSearch from 'minisearch';

export interface FaqText {
  id: number;
  question: string;
  answer: string;
}

export function searchFaq(items: readonly FaqText[], query: string): number[] {
  const search = new MiniSearch<FaqText>({
    fields: ['question', 'answer'],
    searchOptions: { boost: { question: 2 }, prefix: true, fuzzy: 0.2 },
  });
  search.addAll(items);
  return search.search(query).map((hit) => Number(hit.id));
}
