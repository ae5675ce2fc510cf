/** A secret video question: each checkpoint without its answer and explanation. */
import type { VideoMcqContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactVideoMcq = (c: VideoMcqContent) =>
  ({
    ...c,
    checkpoints: c.checkpoints.map((cp) => omit(cp, ['answers', 'explanation'])),
  }) as VideoMcqContent;
