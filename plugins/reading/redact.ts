/** A secret reading question: each item without its answers and explanation, and no overall explanation. */
import type { ReadingContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactReading = (c: ReadingContent) =>
  ({
    ...omit(c, ['explanation']),
    items: c.items.map((item) => omit(item, ['answers', 'explanation'])),
  }) as ReadingContent;
