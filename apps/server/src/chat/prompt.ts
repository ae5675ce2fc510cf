/**
 * The messages sent to the model: the system prompt, the current question (what the student sees,
 * plus its hint and explanation for the tutor's eyes only), the recent conversation, and the new
 * message. Pure.
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

const LANGUAGE_NAME: Record<Lang, string> = {
  en: 'English',
  id: 'Indonesian',
  th: 'Thai',
  hi: 'Hindi',
  ms: 'Malay',
};

export function describeContext(ctx: QuestionContext): string {
  const lines: string[] = [];
  if (ctx.skillCheck) lines.push(SKILL_CHECK_RULE);
  lines.push('The student opened the chat from this exercise:');
  if (ctx.subjectName) lines.push(`Course: ${ctx.subjectName}`);
  if (ctx.chapterName) lines.push(`Chapter: ${ctx.chapterName}`);
  if (ctx.chapterLevel !== undefined) lines.push(`Chapter level: ${ctx.chapterLevel}`);
  if (ctx.passage) lines.push(`Passage:\n"""\n${ctx.passage}\n"""`);
  if (ctx.question) lines.push(`Question: ${ctx.question}`);
  if (ctx.options?.length)
    lines.push(
      `Options:\n${ctx.options.map((o, i) => `${String.fromCharCode(97 + i)}) ${o}`).join('\n')}`,
    );
  if (ctx.image) lines.push('The question shows an image the student can see and you cannot.');
  if (!ctx.skillCheck && (ctx.hint || ctx.explanation)) {
    lines.push('For you only, to guide the student (do not quote it as the answer):');
    if (ctx.hint) lines.push(`Hint: ${ctx.hint}`);
    if (ctx.explanation) lines.push(`Explanation: ${ctx.explanation}`);
  }
  return lines.join('\n');
}

export function buildChatMessages(input: {
  text: string;
  lang: Lang;
  context: QuestionContext | null;
  history: readonly ChatTurn[];
}): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }];
  if (input.context) messages.push({ role: 'system', content: describeContext(input.context) });
  messages.push({
    role: 'system',
    content: `The student's message looks like ${LANGUAGE_NAME[input.lang]}: reply in ${LANGUAGE_NAME[input.lang]}.`,
  });
  for (const turn of input.history.slice(-HISTORY_TURNS)) {
    messages.push({ role: turn.role === 'student' ? 'user' : 'assistant', content: turn.text });
  }
  messages.push({ role: 'user', content: input.text });
  return messages;
}
