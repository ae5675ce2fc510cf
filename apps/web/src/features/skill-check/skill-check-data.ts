/**
 * The skill check's calls (learning/skill-check/*): state, start or resume, answer, result. The
 * items arrive without their answers; the server scores them.
 */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import type { PlayableQuestion } from '@web-ed/engine';
import { api } from '../../lib/store';

export interface SkillCheckItem {
  id: string;
  skill: 'reading' | 'grammar' | 'speaking' | 'listening';
  type: number;
  schemaVersion: number;
  content: Record<string, unknown>;
  answer_count: number;
  media_subject_id?: number;
}

export interface LevelInfo {
  level: number;
  code: string;
  label: string;
}

export interface SkillCheckResult extends LevelInfo {
  skills: Record<string, LevelInfo>;
  finished_at: string;
  recommended: { subject_id: number; subject_name: string }[];
}

export interface SkillCheckState {
  diagnostic_flag: 0 | 1 | 2;
  answered: number;
  total: number;
  question: SkillCheckItem | null;
  result: SkillCheckResult | null;
}

const P = 'learning/skill-check';

export const fetchSkillCheck = async () =>
  unwrap(await api.get<DoneResponse<SkillCheckState>>('learning', `${P}/get`));

export const startSkillCheck = async (restart = false) =>
  unwrap(await api.post<DoneResponse<SkillCheckState>>('learning', `${P}/start`, { restart }));

export const answerSkillCheck = async (questionId: string, answer: string[]) =>
  unwrap(
    await api.post<DoneResponse<SkillCheckState>>(
      'learning',
      `${P}/answer`,
      { question_id: questionId, answer },
      // An answer is not idempotent across items: the server ignores a resend of the same one.
      { retries: 1 },
    ),
  );

export const fetchSkillCheckResult = async () =>
  unwrap(await api.get<DoneResponse<SkillCheckResult>>('learning', `${P}/result`));

/**
 * The item as its plugin view expects it. Views of choice questions read how many answers to
 * choose from `answers`; the item says only how many, so placeholders stand in for them.
 */
export function playableItem(item: SkillCheckItem): PlayableQuestion {
  const content =
    item.type === 29
      ? { ...item.content, answers: Array.from({ length: item.answer_count }, () => '') }
      : item.content;
  return {
    id: item.id,
    type: item.type,
    schemaVersion: item.schemaVersion,
    secret: true,
    content,
  } as PlayableQuestion;
}
