/** A secret speaking question: the sentence to say is the prompt itself; the accepted variants go. */
import type { SpeakingContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactSpeaking = (c: SpeakingContent) =>
  omit(c, ['answers', 'explanation']) as SpeakingContent;
