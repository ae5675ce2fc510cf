/**
 * Secret questions (skill check) are sent without their answers and scored on the server only.
 * Each plugin says how (its `redact`); a secret question of a minigame without one, or whose
 * content cannot be sent safely, is refused when the course is seeded, never sent.
 */
import type { PlayableQuestion } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';

type Redacted = { content: unknown } | { cannot: string };

function redacted(question: PlayableQuestion): Redacted {
  if (!registry.has(question.type))
    return { cannot: `no plugin has minigame type ${question.type}` };
  const redact = registry.get(question.type).redact;
  if (!redact)
    return {
      cannot: `minigame type ${question.type} has no redaction, so a secret question of it cannot be sent`,
    };
  if (typeof question.content !== 'object' || question.content === null)
    return { cannot: 'content is not an object' };
  const out = redact(question.content);
  return typeof out === 'object' &&
    out !== null &&
    'cannot' in out &&
    typeof out.cannot === 'string'
    ? { cannot: out.cannot }
    : { content: out };
}

/** Why a secret question cannot be sent without its answers; null when it can (or is not secret). */
export function redactionProblem(question: PlayableQuestion): string | null {
  if (!question.secret) return null;
  const out = redacted(question);
  return 'cannot' in out ? out.cannot : null;
}

/**
 * The question as a student may see it: unchanged unless secret, then without its answers.
 * Throws for a secret question that cannot be redacted (the seeder never stores one).
 */
export function redactQuestion(question: PlayableQuestion): PlayableQuestion {
  if (!question.secret) return question;
  const out = redacted(question);
  if ('cannot' in out) throw new Error(`question "${question.id}": ${out.cannot}`);
  return { ...question, content: out.content };
}
