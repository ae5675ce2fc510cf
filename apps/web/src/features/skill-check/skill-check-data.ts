/**
 * The skill check's calls (learning/skill-check/*): state, start or resume, answer, result. The
 * items arrive without their answers; the server scores them.
 */
import { isApiError, unwrap } from '@web-ed/api-client';
import type { PlayableQuestion, PluginRegistry } from '@web-ed/engine';
import type {
  SkillCheckAnswerResponse,
  SkillCheckGetResponse,
  SkillCheckResultResponse,
  SkillCheckStartResponse,
  SkillCheckState,
} from '@web-ed/schemas/api';
import { api } from '../../lib/store';

/** The item on screen, without its answers. */
type SkillCheckItem = NonNullable<SkillCheckState['question']>;

const P = 'learning/skill-check';

export const fetchSkillCheck = async () =>
  unwrap(await api.get<SkillCheckGetResponse>('learning', `${P}/get`));

export const startSkillCheck = async (restart = false) =>
  unwrap(await api.post<SkillCheckStartResponse>('learning', `${P}/start`, { restart }));

export const answerSkillCheck = async (questionId: string, answer: string[]) =>
  unwrap(
    await api.post<SkillCheckAnswerResponse>(
      'learning',
      `${P}/answer`,
      { question_id: questionId, answer },
      // An answer is not idempotent across items: the server ignores a resend of the same one.
      { retries: 1 },
    ),
  );

/** The finished check's result, or null when the student has not finished one (a 404, not retried). */
export async function fetchSkillCheckResult() {
  try {
    return unwrap(
      await api.get<SkillCheckResultResponse>('learning', `${P}/result`, { retries: 0 }),
    );
  } catch (error) {
    if (isApiError(error) && error.error === 'skill_check_not_finished') return null;
    throw error;
  }
}

/** The secret item as its plugin view plays it (the plugin's secretPlayable, if it has one). */
export function playableItem(item: SkillCheckItem, registry: PluginRegistry): PlayableQuestion {
  const plugin = registry.has(item.type) ? registry.get(item.type) : null;
  const content = plugin?.secretPlayable?.(item.content, item.answer_count) ?? item.content;
  return {
    id: item.id,
    type: item.type,
    schemaVersion: item.schemaVersion,
    secret: true,
    content,
  } as PlayableQuestion;
}
