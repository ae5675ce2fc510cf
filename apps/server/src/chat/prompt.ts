/**
 * The messages sent to the model. Pure.
 *
 * System messages hold only server-authored text: the system prompt, the skill-check rule (decided
 * on the server), the catalogue's hint and explanation for the tutor's eyes, and the language to
 * answer in. Whatever came from the client (course and chapter names, question, passage, options:
 * the minigame sends what is on screen) goes in the student's own turn, as one line of JSON between
 * <exercise> and </exercise>: every newline and every "<" or ">" escaped, so nothing inside can
 * start a line or close the block, and each field cut to its CONTEXT_FIELD_MAX. In skill-check
 * mode the exercise is not sent at all. Then the recent conversation and the new message.
 */
import type { Lang } from '@web-ed/engine';
import type { ChatTurn, QuestionContext } from './context';
import { SKILL_CHECK_RULE, SYSTEM_PROMPT } from './system-prompt';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** How many earlier messages go with a new one: enough for a tutoring exchange, cheap to send. */
export const HISTORY_TURNS = 10;

/** Longest text per field of the exercise block, in characters; longer is cut and ends in "…". */
export const CONTEXT_FIELD_MAX = {
  course: 120,
  chapter: 120,
  question: 600,
  passage: 3000,
  option: 200,
} as const;
/** At most this many options go to the model (the route accepts 12). */
export const CONTEXT_OPTIONS_MAX = 12;

export const EXERCISE_OPEN = '<exercise>';
export const EXERCISE_CLOSE = '</exercise>';

const LANGUAGE_NAME: Record<Lang, string> = {
  en: 'English',
  id: 'Indonesian',
  th: 'Thai',
  hi: 'Hindi',
  ms: 'Malay',
};

/** At most `max` characters (code points), the last one "…" when cut. */
export function capped(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * JSON on one line that cannot close the block nor break a line: JSON.stringify escapes quotes,
 * backslashes and C0 controls (newlines included); "<", ">", C1 controls and the Unicode line and
 * paragraph separators are escaped here (they only occur inside strings, where \uXXXX is valid).
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>\u0080-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The exercise as the client and catalogue describe it: one line of inert, capped JSON. */
export function exerciseBlock(ctx: QuestionContext): string | null {
  const data: Record<string, unknown> = {};
  if (ctx.subjectName) data.course = capped(ctx.subjectName, CONTEXT_FIELD_MAX.course);
  if (ctx.chapterName) data.chapter = capped(ctx.chapterName, CONTEXT_FIELD_MAX.chapter);
  if (ctx.chapterLevel !== undefined) data.chapter_level = ctx.chapterLevel;
  if (ctx.passage) data.passage = capped(ctx.passage, CONTEXT_FIELD_MAX.passage);
  if (ctx.question) data.question = capped(ctx.question, CONTEXT_FIELD_MAX.question);
  if (ctx.options?.length)
    data.options = Object.fromEntries(
      ctx.options
        .slice(0, CONTEXT_OPTIONS_MAX)
        .map((o, i) => [String.fromCharCode(97 + i), capped(o, CONTEXT_FIELD_MAX.option)]),
    );
  if (Object.keys(data).length === 0) return null;
  return `${EXERCISE_OPEN}\n${inertJson(data)}\n${EXERCISE_CLOSE}`;
}

/** What the server adds about the exercise, for the tutor's eyes: never client text. */
export function describeContext(ctx: QuestionContext): string {
  if (ctx.skillCheck) return SKILL_CHECK_RULE;
  const lines: string[] = [];
  if (exerciseBlock(ctx))
    lines.push(
      `The student opened the chat from an exercise; the app attached it to their message between ${EXERCISE_OPEN} and ${EXERCISE_CLOSE}.`,
    );
  if (ctx.image) lines.push('The exercise shows an image the student can see and you cannot.');
  if (ctx.hint || ctx.explanation) {
    lines.push('For you only, to guide the student (do not quote it as the answer):');
    if (ctx.hint) lines.push(`Hint: ${ctx.hint}`);
    if (ctx.explanation) lines.push(`Explanation: ${ctx.explanation}`);
  }
  return lines.join('\n');
}

/** The student's turn: the exercise block (none in skill-check mode), then their message. */
export function studentTurn(text: string, context: QuestionContext | null): string {
  const block = context && !context.skillCheck ? exerciseBlock(context) : null;
  return block ? `${block}\n\n${text}` : text;
}

export function buildChatMessages(input: {
  text: string;
  lang: Lang;
  context: QuestionContext | null;
  history: readonly ChatTurn[];
}): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }];
  const about = input.context ? describeContext(input.context) : '';
  if (about) messages.push({ role: 'system', content: about });
  messages.push({
    role: 'system',
    content: `The student's message looks like ${LANGUAGE_NAME[input.lang]}: reply in ${LANGUAGE_NAME[input.lang]}.`,
  });
  for (const turn of input.history.slice(-HISTORY_TURNS)) {
    messages.push({ role: turn.role === 'student' ? 'user' : 'assistant', content: turn.text });
  }
  messages.push({ role: 'user', content: studentTurn(input.text, input.context) });
  return messages;
}
