/** What the chat routes share: tags, security, the limits of the day, and a message as sent. */
import type { FastifyInstance } from 'fastify';
import type { User } from '../../http/auth';
import { chatDay, usedOn, type ChatMessageRow } from '../../chat/store';

export const TAGS = ['chat'];
export const SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { token: [] }];
export const CHAT_RED_DOT = 'red_dot_chat_buddy';

export type TutorMode = 'model' | 'offline';

/** `limit`: messages a day; `submit_chat_limit`: how many the student may still send today. */
export interface ChatLimitsView {
  limit: number;
  submit_chat_limit: number;
}

export async function limitsOf(app: FastifyInstance, user: User): Promise<ChatLimitsView> {
  const limit = app.config.chat.dailyLimit;
  const used = await usedOn(app.db, user.id, chatDay(user, app.now()));
  return { limit, submit_chat_limit: Math.max(0, limit - used) };
}

export function tutorMode(app: FastifyInstance): TutorMode {
  return app.config.llm ? 'model' : 'offline';
}

export function messageView(m: ChatMessageRow) {
  return {
    id: m.id,
    role: m.role,
    text: m.text,
    tutor: m.tutor,
    status: m.status,
    question_id: m.question?.question_id ?? null,
    created_at: m.createdAt.toISOString(),
  };
}

/** The question fields a minigame sends (submit-chat body; get-chat takes the ids as query). */
export const questionRefProperties = {
  question_id: { type: 'string', minLength: 1, maxLength: 64 },
  subject_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  chapter_level: { type: 'integer', minimum: 0, maximum: 1000 },
  subject_name: { type: 'string', maxLength: 200 },
  chapter_name: { type: 'string', maxLength: 200 },
  question: { type: 'string', maxLength: 2000 },
  passage: { type: 'string', maxLength: 8000 },
  image: { type: 'string', maxLength: 2000 },
  options: {
    type: 'array',
    maxItems: 12,
    items: { type: 'string', maxLength: 500 },
  },
  /** The spec's spelling (section 3, "option"): the same list. */
  option: { type: 'array', maxItems: 12, items: { type: 'string', maxLength: 500 } },
  skill_check: { type: 'boolean' },
} as const;
