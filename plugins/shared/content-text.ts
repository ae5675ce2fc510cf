/**
 * Reading a question's text for the study buddy and the tutor, and removing answers from secret
 * content: small helpers the plugins' buddy.ts and redact.ts share.
 */
import type { QuestionDescription } from '@web-ed/engine';

/** The text, or undefined when there is none (blank text says nothing). */
export const textOf = (v: string | undefined | null): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

/** The options' texts, or undefined without any. */
export function optionTexts(
  options: readonly { text: string }[] | undefined,
): string[] | undefined {
  const texts = (options ?? []).map((o) => textOf(o.text)).filter((t) => t !== undefined);
  return texts.length > 0 ? texts : undefined;
}

/** Parts with text, a blank line apart. */
export function joined(parts: readonly (string | undefined)[]): string | undefined {
  const kept = parts.filter((p) => p !== undefined && p.trim() !== '');
  return kept.length > 0 ? kept.join('\n\n') : undefined;
}

/** The answers as a student would say them: option ids become their options' texts. */
export function answerTexts(
  answers: readonly string[],
  options: readonly { id: string; text: string }[] = [],
): string[] {
  const texts = answers
    .map((a) => textOf(options.find((o) => o.id === a)?.text ?? a))
    .filter((t) => t !== undefined);
  return [...new Set(texts)];
}

/** Keys left undefined dropped: the description is sent as JSON and kept in the chat history. */
export function described(d: QuestionDescription): QuestionDescription {
  return Object.fromEntries(
    Object.entries(d).filter(([, v]) => v !== undefined),
  ) as QuestionDescription;
}

/** The item a screen shows (by its prompt), else the first. */
export function shownItem<T extends { prompt?: string }>(
  items: readonly T[] | undefined,
  shownPrompt: string | undefined,
): T | undefined {
  return items?.find((i) => shownPrompt !== undefined && i.prompt === shownPrompt) ?? items?.[0];
}

/** `o` without `keys`. */
export function omit<T extends object, K extends keyof T>(o: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(o).filter(([k]) => !(keys as readonly string[]).includes(k)),
  ) as Omit<T, K>;
}
