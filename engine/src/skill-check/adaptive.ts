/**
 * The adaptive rule of the skill check, pure: a staircase over the CEFR levels. The first item
 * is at A1; a right answer moves the next item one level up, a wrong one one level down (within
 * Pre-A1 … C1). Skill areas take turns (grammar, reading, listening, speaking), so a check of
 * SKILL_CHECK_LENGTH items asks each area the same number of times. An item is never asked twice;
 * when the wanted level has no unasked item of the area, the nearest level is used (lower first).
 *
 * The result: a level is passed when at least one of its items was right and no more were wrong
 * than right; the level reached is the highest passed (Pre-A1 when none), overall and per area.
 */
import { DEFAULT_LEVEL, MAX_LEVEL, type SkillArea } from './levels';

export const SKILL_CHECK_LENGTH = 12;
export const SKILL_CHECK_START_LEVEL = 1;
export const SKILL_ORDER: readonly SkillArea[] = ['grammar', 'reading', 'listening', 'speaking'];

export interface BankItemRef {
  id: string;
  skill: SkillArea;
  /** 0 Pre-A1 … 5 C1. */
  level: number;
}

export interface AskedItem extends BankItemRef {
  correct: boolean;
}

/** The level the next item aims at, after the answers so far. */
export function targetLevel(asked: readonly AskedItem[]): number {
  const last = asked.at(-1);
  if (!last) return SKILL_CHECK_START_LEVEL;
  const next = last.level + (last.correct ? 1 : -1);
  return Math.max(DEFAULT_LEVEL, Math.min(MAX_LEVEL, next));
}

/** True once the check has asked its length, or nothing is left to ask. */
export function isFinished(
  bank: readonly BankItemRef[],
  asked: readonly AskedItem[],
  length = SKILL_CHECK_LENGTH,
): boolean {
  return asked.length >= length || nextItem(bank, asked, length) === null;
}

/**
 * The next item to ask, or null when the check is over. `pick` chooses among equally good
 * items (default: the first in bank order, so the rule is deterministic).
 */
export function nextItem<T extends BankItemRef>(
  bank: readonly T[],
  asked: readonly AskedItem[],
  length = SKILL_CHECK_LENGTH,
  pick: (candidates: readonly T[]) => T = (c) => c[0]!,
): T | null {
  if (asked.length >= length) return null;
  const used = new Set(asked.map((a) => a.id));
  const fresh = bank.filter((i) => !used.has(i.id));
  if (fresh.length === 0) return null;
  const want = targetLevel(asked);
  // The area whose turn it is, else the following ones.
  for (let turn = 0; turn < SKILL_ORDER.length; turn++) {
    const skill = SKILL_ORDER[(asked.length + turn) % SKILL_ORDER.length]!;
    const ofSkill = fresh.filter((i) => i.skill === skill);
    if (ofSkill.length === 0) continue;
    for (let d = 0; d <= MAX_LEVEL; d++) {
      for (const level of [want - d, want + d]) {
        const at = ofSkill.filter((i) => i.level === level);
        if (at.length > 0) return pick(at);
      }
    }
  }
  return null;
}

/** Highest level passed among `asked` (Pre-A1 when none). */
export function levelReached(asked: readonly AskedItem[]): number {
  let best = DEFAULT_LEVEL;
  for (let level = DEFAULT_LEVEL; level <= MAX_LEVEL; level++) {
    const at = asked.filter((a) => a.level === level);
    const right = at.filter((a) => a.correct).length;
    if (right >= 1 && right >= at.length - right) best = level;
  }
  return best;
}

export interface SkillCheckOutcome {
  level: number;
  skills: Record<SkillArea, number>;
}

/** The overall level and each skill area's level. */
export function outcomeOf(asked: readonly AskedItem[]): SkillCheckOutcome {
  const skills = {} as Record<SkillArea, number>;
  for (const s of SKILL_ORDER) skills[s] = levelReached(asked.filter((a) => a.skill === s));
  return { level: levelReached(asked), skills };
}
