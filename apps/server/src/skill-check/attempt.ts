/**
 * A student's skill check attempt: start (or resume), answer the item on screen (scored here,
 * never on the device), and the result. Progress lives in skill_check_attempts, so the student
 * can leave and come back on any device; users.diagnostic_flag follows (0 → 1 → 2), and a
 * finished check turns the skill check invitation off (diagnostic disabled).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  cefrOf,
  DIAGNOSTIC_STATUS,
  nextItem,
  outcomeOf,
  SKILL_ORDER,
  type AskedItem,
  type Lang,
} from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { Db } from '../db/client';
import { courses, skillCheckAttempts, users } from '../db/schema';
import { redactQuestion } from '../content/redact';
import { ApiError, MESSAGE_CODE } from '../http/envelope';
import type { BankItem, SkillCheckBank } from './bank';
import { forgetSessionsOf } from '../http/session-cache';

type Attempt = typeof skillCheckAttempts.$inferSelect;

/** An item as the student sees it: no answers; MCQ says how many options to choose. */
export interface SentItem {
  id: string;
  skill: string;
  type: number;
  schemaVersion: number;
  content: Record<string, unknown>;
  answer_count: number;
  media_subject_id?: number;
}

export interface LevelOut {
  level: number;
  code: string;
  label: string;
}

export interface SkillCheckResult extends LevelOut {
  skills: Record<string, LevelOut>;
  finished_at: string;
  recommended: { subject_id: number; subject_name: string }[];
}

export interface SkillCheckState {
  diagnostic_flag: 0 | 1 | 2;
  answered: number;
  total: number;
  question: SentItem | null;
  result: SkillCheckResult | null;
}

const levelOut = (level: number): LevelOut => ({ level, ...cefrOf(level) });

export function sentItem(item: BankItem): SentItem {
  const q = redactQuestion(item.question);
  const answers = (item.question.content as { answers?: unknown[] }).answers;
  return {
    id: item.id,
    skill: item.skill,
    type: item.type,
    schemaVersion: q.schemaVersion,
    content: q.content as Record<string, unknown>,
    answer_count: Array.isArray(answers) ? answers.length : 1,
    ...(item.media_subject_id === undefined ? {} : { media_subject_id: item.media_subject_id }),
  };
}

async function recommended(db: Db, bank: SkillCheckBank, level: number, lang: Lang) {
  const ids = bank.recommendations.find((r) => r.level === level)?.subject_ids ?? [];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: courses.subjectId, lang: courses.lang, name: courses.subjectName })
    .from(courses)
    .where(inArray(courses.subjectId, ids));
  return ids.flatMap((id) => {
    const r = rows.find((x) => x.id === id && x.lang === lang) ?? rows.find((x) => x.id === id);
    return r ? [{ subject_id: id, subject_name: r.name }] : [];
  });
}

async function resultOf(
  db: Db,
  bank: SkillCheckBank,
  a: Attempt,
  lang: Lang,
): Promise<SkillCheckResult | null> {
  if (a.status !== DIAGNOSTIC_STATUS.finished || a.level === null) return null;
  const skills: Record<string, LevelOut> = {};
  for (const s of SKILL_ORDER) skills[s] = levelOut(a.skillLevels?.[s] ?? 0);
  return {
    ...levelOut(a.level),
    skills,
    finished_at: (a.finishedAt ?? a.updatedAt).toISOString(),
    recommended: await recommended(db, bank, a.level, lang),
  };
}

async function attemptOf(db: Db, userId: string): Promise<Attempt | null> {
  const [a] = await db
    .select()
    .from(skillCheckAttempts)
    .where(eq(skillCheckAttempts.userId, userId));
  return a ?? null;
}

export async function stateOf(
  db: Db,
  bank: SkillCheckBank,
  userId: string,
  lang: Lang,
  attempt?: Attempt | null,
): Promise<SkillCheckState> {
  const a = attempt === undefined ? await attemptOf(db, userId) : attempt;
  if (!a)
    return { diagnostic_flag: 0, answered: 0, total: bank.length, question: null, result: null };
  const current = a.current ? bank.items.find((i) => i.id === a.current) : undefined;
  return {
    diagnostic_flag: a.status === DIAGNOSTIC_STATUS.finished ? 2 : 1,
    answered: a.asked.length,
    total: bank.length,
    question: current ? sentItem(current) : null,
    result: await resultOf(db, bank, a, lang),
  };
}

/** Starts a check, resumes the one in progress, or (restart) starts over. */
export async function startCheck(
  db: Db,
  bank: SkillCheckBank,
  userId: string,
  lang: Lang,
  now: Date,
  restart: boolean,
): Promise<SkillCheckState> {
  const existing = await attemptOf(db, userId);
  if (existing && !restart) return stateOf(db, bank, userId, lang, existing);
  const first = nextItem(bank.items, [], bank.length);
  if (!first) throw new ApiError(503, 'skill_check_unavailable', 'The skill check has no items');
  const row = {
    userId,
    status: DIAGNOSTIC_STATUS.inProgress,
    asked: [],
    current: first.id,
    level: null,
    skillLevels: null,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  const [saved] = await db
    .insert(skillCheckAttempts)
    .values(row)
    .onConflictDoUpdate({ target: skillCheckAttempts.userId, set: row })
    .returning();
  await db
    .update(users)
    .set({ diagnosticFlag: DIAGNOSTIC_STATUS.inProgress })
    .where(eq(users.id, userId));
  forgetSessionsOf(db, userId);
  return stateOf(db, bank, userId, lang, saved ?? null);
}

/** Whether a given answer is right, scored by the item's plugin; null when it is no attempt. */
export function isRight(item: BankItem, answer: readonly string[]): boolean | null {
  if (answer.length === 0) return false; // skipped: counted wrong
  const plugin = registry.get(item.type);
  const score = plugin.score(item.question.content, answer, {
    lang: 'en',
    subjectId: item.media_subject_id ?? 0,
  });
  if (score.kind === 'invalid') return null;
  return score.total > 0 && score.earned === score.total;
}

/**
 * Records the answer to the item on screen and moves to the next item, or finishes. A resend of
 * an answered item changes nothing; an item that is not on screen is a 409.
 */
export async function answerCheck(
  db: Db,
  bank: SkillCheckBank,
  userId: string,
  lang: Lang,
  now: Date,
  questionId: string,
  answer: readonly string[],
): Promise<SkillCheckState> {
  const saved = await db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(skillCheckAttempts)
      .where(eq(skillCheckAttempts.userId, userId))
      .for('update');
    if (!a || a.status !== DIAGNOSTIC_STATUS.inProgress) {
      if (a && a.asked.some((x) => x.id === questionId)) return a;
      throw new ApiError(
        409,
        'skill_check_not_started',
        'No skill check in progress',
        MESSAGE_CODE.conflict,
      );
    }
    if (a.current !== questionId) {
      if (a.asked.some((x) => x.id === questionId)) return a;
      throw new ApiError(
        409,
        'not_current_question',
        `Question ${questionId} is not the one on screen`,
        MESSAGE_CODE.conflict,
      );
    }
    const item = bank.items.find((i) => i.id === questionId);
    if (!item)
      throw new ApiError(
        409,
        'not_current_question',
        `Unknown question ${questionId}`,
        MESSAGE_CODE.conflict,
      );
    const correct = isRight(item, answer);
    if (correct === null)
      throw new ApiError(
        400,
        'invalid_answer',
        'The answer is not complete',
        MESSAGE_CODE.validation,
      );
    const asked: AskedItem[] = [
      ...a.asked.map((x) => ({ ...x, skill: x.skill as AskedItem['skill'] })),
      { id: item.id, skill: item.skill, level: item.level, correct },
    ];
    const next = nextItem(bank.items, asked, bank.length);
    const finished = next === null;
    const outcome = finished ? outcomeOf(asked) : null;
    const [updated] = await tx
      .update(skillCheckAttempts)
      .set({
        asked,
        current: next?.id ?? null,
        status: finished ? DIAGNOSTIC_STATUS.finished : DIAGNOSTIC_STATUS.inProgress,
        level: outcome?.level ?? null,
        skillLevels: outcome?.skills ?? null,
        updatedAt: now,
        finishedAt: finished ? now : null,
      })
      .where(and(eq(skillCheckAttempts.userId, userId)))
      .returning();
    if (finished) {
      await tx
        .update(users)
        .set({ diagnosticFlag: DIAGNOSTIC_STATUS.finished, diagnosticPopup: false })
        .where(eq(users.id, userId));
    }
    return updated ?? a;
  });
  // The last answer sets the diagnostic flag (a profile field): forgotten after the commit.
  if (saved.finishedAt) forgetSessionsOf(db, userId);
  return stateOf(db, bank, userId, lang, saved);
}

export async function resultFor(
  db: Db,
  bank: SkillCheckBank,
  userId: string,
  lang: Lang,
): Promise<SkillCheckResult> {
  const a = await attemptOf(db, userId);
  const r = a ? await resultOf(db, bank, a, lang) : null;
  if (!r)
    throw new ApiError(
      404,
      'skill_check_not_finished',
      'The skill check is not finished',
      MESSAGE_CODE.notFound,
    );
  return r;
}
