/**
 * Pure listening scoring. Typed answers go through the engine's listening matcher (one word:
 * exact; a phrase: fuzzy, stricter in the special courses); a chosen option is a list comparison.
 */
import {
  isListCorrect,
  isListeningCorrect,
  normaliseAnswer,
  type ContentIssue,
  type Score,
  type ScoreContext,
} from '@web-ed/engine';
import type { ListeningContent } from '@web-ed/schemas';

export function expectedAnswer(content: ListeningContent): string[] {
  return [...content.answers];
}

/**
 * How many alternatives the stricter rule counts: the options on offer for a choice, the
 * accepted answers for typing.
 */
export function alternativesOf(content: ListeningContent): number {
  return content.kind === 'choose' ? (content.options?.length ?? 0) : content.answers.length;
}

export function scoreListening(
  content: ListeningContent,
  answer: readonly string[],
  ctx: ScoreContext,
): Score {
  if (content.kind === 'choose') {
    const known = new Set((content.options ?? []).map((o) => o.id));
    const chosen = answer.filter((id) => known.has(id));
    if (chosen.length === 0) return { kind: 'invalid', reason: 'no option chosen' };
    return { kind: 'points', earned: isListCorrect(chosen, content.answers) ? 1 : 0, total: 1 };
  }
  const typed = answer[0] ?? '';
  // The spoken language decides the number words, not the language of the instructions.
  const lang = content.lang ?? 'en';
  if (normaliseAnswer(typed, lang) === '') return { kind: 'invalid', reason: 'nothing typed' };
  const correct = isListeningCorrect(typed, content.answers, {
    lang,
    subjectId: ctx.subjectId,
    alternatives: alternativesOf(content),
  });
  return { kind: 'points', earned: correct ? 1 : 0, total: 1 };
}

/** What the schema cannot say: something to hear, options only (and always) for a choice. */
export function checkListening(content: ListeningContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (!content.audio && !content.text) {
    issues.push({ path: '', message: 'nothing to listen to: give "audio", "text" or both' });
  }
  if (content.kind === 'type') {
    if (content.options)
      issues.push({ path: '/options', message: 'only a "choose" task has options' });
    const lang = content.lang ?? 'en';
    content.answers.forEach((a, i) => {
      if (normaliseAnswer(a, lang) === '') {
        issues.push({
          path: `/answers/${i}`,
          message: 'answer has no words once punctuation is removed',
        });
      }
    });
    return issues;
  }
  const options = content.options ?? [];
  if (options.length === 0) {
    issues.push({ path: '/options', message: 'a "choose" task needs options' });
    return issues;
  }
  const ids = options.map((o) => o.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      issues.push({ path: `/options/${i}/id`, message: `option id "${id}" is used twice` });
  });
  if (content.answers.length !== 1) {
    issues.push({ path: '/answers', message: 'a "choose" task has exactly one correct option' });
  }
  content.answers.forEach((a, i) => {
    if (!ids.includes(a)) {
      issues.push({
        path: `/answers/${i}`,
        message: `answer "${a}" is not one of the option ids (${ids.join(', ')})`,
      });
    }
  });
  return issues;
}
