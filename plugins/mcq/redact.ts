/** A secret multiple-choice question: without the correct option ids and the explanation that names them. */
import type { McqContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

export const redactMcq = (c: McqContent) => omit(c, ['answers', 'explanation']) as McqContent;

/** The view reads how many options to choose from `answers`: blanks stand in for them. */
export const secretMcq = (c: McqContent, answerCount: number): McqContent => ({
  ...c,
  answers: Array.from({ length: answerCount }, () => ''),
});
