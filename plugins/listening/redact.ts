/**
 * A secret listening question: without the answers and the transcript `text`, which is what is
 * said. Without a recording the device would have to read `text` aloud, so such a question
 * cannot be secret.
 */
import type { Redaction } from '@web-ed/engine';
import type { ListeningContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactListening = (c: ListeningContent): Redaction<ListeningContent> =>
  typeof c.audio === 'string'
    ? (omit(c, ['answers', 'explanation', 'text']) as ListeningContent)
    : { cannot: 'a secret listening question needs `audio`: its `text` is the answer' };
