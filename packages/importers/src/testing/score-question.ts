/** Test helper: a converted question scored by its own plugin, as the player and the server score it. */
import { registry } from '@web-ed/plugins';
import type { Question } from '@web-ed/schemas';

export const scoreOf = (question: Question, answer: readonly string[]) =>
  registry.get(question.type).score(question.content, answer, { lang: 'en', subjectId: 9000 });

/** What `scoreOf` gives a fully right answer worth `total` points. */
export const full = (total = 1) => ({ kind: 'points', earned: total, total });
