import { describe, expect, it } from 'vitest';
import { deriveStates } from './progress';

const row = (chapterId: number, progress: number, isCompleted = false, isCurrent = false) => ({
  chapterId,
  progress,
  isCompleted,
  isCurrent,
});

describe('deriveStates', () => {
  it('a new student starts at the first chapter', () => {
    expect(deriveStates([1, 2, 3], []).map((s) => s.is_current)).toEqual([true, false, false]);
  });

  it('keeps the stored current chapter', () => {
    const s = deriveStates([1, 2, 3], [row(1, 100, true, false), row(2, 40, false, true)]);
    expect(s).toEqual([
      { id: 1, progress: 100, is_completed: true, is_current: false },
      { id: 2, progress: 40, is_completed: false, is_current: true },
      { id: 3, progress: 0, is_completed: false, is_current: false },
    ]);
  });

  it('with no current chapter stored, the first not completed one is current (e.g. a chapter added later)', () => {
    const s = deriveStates([1, 2, 3], [row(1, 100, true), row(2, 100, true)]);
    expect(s.map((x) => x.is_current)).toEqual([false, false, true]);
    expect(
      deriveStates([1, 2], [row(1, 100, true), row(2, 100, true)]).some((x) => x.is_current),
    ).toBe(false);
  });

  it('never shows a completed chapter as current', () => {
    expect(deriveStates([1, 2], [row(1, 100, true, true)]).map((x) => x.is_current)).toEqual([
      false,
      true,
    ]);
  });
});
