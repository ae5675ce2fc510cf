/** A secret vocabulary question: each item without its answers (the cards are study material, kept). */
import type { VocabularyContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactVocabulary = (c: VocabularyContent) =>
  ({
    ...omit(c, ['explanation']),
    items: c.items.map((item) => omit(item, ['answers', 'explanation'])),
  }) as VocabularyContent;
