/** A secret true/false statement: without its truth and the explanation that gives it away. */
import type { TrueFalseContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

/** The answer is required by the schema, so a redacted statement is typed as partial content. */
export const redactTrueFalse = (c: TrueFalseContent) =>
  omit(c, ['answer', 'explanation']) as TrueFalseContent;
