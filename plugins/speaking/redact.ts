/**
 * A secret speaking question: the sentence to say is the prompt itself; the accepted variants go.
 * A hidden sentence is the answer, and the content cannot go without it, so such a question
 * cannot be secret.
 */
import type { Redaction } from '@web-ed/engine';
import type { SpeakingContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactSpeaking = (c: SpeakingContent): Redaction<SpeakingContent> =>
  c.hideSentence
    ? { cannot: 'a secret speaking question cannot hide its sentence: its `text` is the answer' }
    : (omit(c, ['answers', 'explanation']) as SpeakingContent);
