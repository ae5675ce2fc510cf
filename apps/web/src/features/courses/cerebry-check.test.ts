import { describe, expect, it } from 'vitest';
import { cerebryToCheck } from './cerebry-check';

describe('cerebry chapters to count', () => {
  const ch = (id: number, is_cerebry: boolean, is_completed: boolean) => ({
    id,
    is_cerebry,
    is_completed,
  });
  it('are the completed external chapters of the course not counted yet', () => {
    const chapters = [ch(1, true, true), ch(2, true, false), ch(3, false, true), ch(4, true, true)];
    expect(cerebryToCheck(413, chapters, [])).toEqual([1, 4]);
    expect(cerebryToCheck(413, chapters, ['413:1'])).toEqual([4]);
    expect(cerebryToCheck(413, chapters, ['414:1', '414:4'])).toEqual([1, 4]);
  });
});
