/** A secret multiple-choice question: without the correct option ids and the explanation that names them. */
import type { McqContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactMcq = (c: McqContent) => omit(c, ['answers', 'explanation']) as McqContent;
