import { describe, expect, it } from 'vitest';
import {
  isFinished,
  levelReached,
  nextItem,
  outcomeOf,
  SKILL_CHECK_LENGTH,
  targetLevel,
  type AskedItem,
  type BankItemRef,
} from './adaptive';
import { cefrOf, SKILL_AREAS } from './levels';

/** Two items per skill area and level: 48 items. */
const bank: BankItemRef[] = SKILL_AREAS.flatMap((skill) =>
  [0, 1, 2, 3, 4, 5].flatMap((level) =>
    [1, 2].map((n) => ({ id: `${skill}-${level}-${n}`, skill, level })),
  ),
);

/** Plays the whole check for a student who knows every level up to `knows`. */
function play(knows: number): AskedItem[] {
  const asked: AskedItem[] = [];
  for (;;) {
    const item = nextItem(bank, asked);
    if (!item) return asked;
    asked.push({ ...item, correct: item.level <= knows });
  }
}

describe('skill check staircase', () => {
  it('starts at A1 and moves one level per answer within Pre-A1 … C1', () => {
    expect(targetLevel([])).toBe(1);
    const a = (level: number, correct: boolean): AskedItem => ({
      id: 'x',
      skill: 'grammar',
      level,
      correct,
    });
    expect(targetLevel([a(1, true)])).toBe(2);
    expect(targetLevel([a(1, false)])).toBe(0);
    expect(targetLevel([a(0, false)])).toBe(0);
    expect(targetLevel([a(5, true)])).toBe(5);
  });

  it('asks SKILL_CHECK_LENGTH distinct items, each area in turn', () => {
    const asked = play(3);
    expect(asked).toHaveLength(SKILL_CHECK_LENGTH);
    expect(new Set(asked.map((a) => a.id)).size).toBe(SKILL_CHECK_LENGTH);
    expect(asked.slice(0, 4).map((a) => a.skill)).toEqual([
      'grammar',
      'reading',
      'listening',
      'speaking',
    ]);
    expect(isFinished(bank, asked)).toBe(true);
    expect(isFinished(bank, asked.slice(0, 5))).toBe(false);
  });

  it('places a student at the highest level they pass', () => {
    for (let knows = 0; knows <= 5; knows++) expect(outcomeOf(play(knows)).level).toBe(knows);
    expect(cefrOf(outcomeOf(play(3)).level).label).toBe('B1 Intermediate');
  });

  it('gives Pre-A1 to a student who answers nothing right', () => {
    const asked = play(-1);
    expect(outcomeOf(asked)).toEqual({
      level: 0,
      skills: { grammar: 0, reading: 0, listening: 0, speaking: 0 },
    });
  });

  it('uses the nearest level when the wanted one is used up, and stops when the bank is empty', () => {
    const tiny: BankItemRef[] = [
      { id: 'g0', skill: 'grammar', level: 0 },
      { id: 'g4', skill: 'grammar', level: 4 },
    ];
    expect(nextItem(tiny, [])?.id).toBe('g0');
    const asked: AskedItem[] = [{ id: 'g0', skill: 'grammar', level: 0, correct: true }];
    expect(nextItem(tiny, asked)?.id).toBe('g4');
    asked.push({ id: 'g4', skill: 'grammar', level: 4, correct: false });
    expect(nextItem(tiny, asked)).toBeNull();
    expect(isFinished(tiny, asked)).toBe(true);
  });

  it('a level is passed when right answers are at least the wrong ones', () => {
    const at = (level: number, correct: boolean, id: string): AskedItem => ({
      id,
      skill: 'reading',
      level,
      correct,
    });
    expect(levelReached([at(2, true, 'a'), at(2, false, 'b')])).toBe(2);
    expect(levelReached([at(2, true, 'a'), at(2, false, 'b'), at(2, false, 'c')])).toBe(0);
    expect(levelReached([at(1, true, 'a'), at(3, false, 'b')])).toBe(1);
  });
});
