import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, RequestTimeoutError } from '@web-ed/api-client';
import { cerebryToCheck } from './cerebry-check';
import { fallsBackToDevice, readyAfterSkillCheck } from './learning-rules';

describe('reads with a copy on the device', () => {
  it('fall back only when no answer came', () => {
    expect(fallsBackToDevice(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(fallsBackToDevice(new RequestTimeoutError(10_000))).toBe(true);
    expect(
      fallsBackToDevice(new ApiError({ status: 404, error: 'chapter_not_found', message: '' })),
    ).toBe(false);
    expect(fallsBackToDevice(new ApiError({ status: 500, error: 'x', message: '' }))).toBe(false);
    expect(fallsBackToDevice(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('missions after the skill check', () => {
  const m = (type: string, state: string, rule?: string) => ({
    type,
    state,
    ...(rule ? { rules: [{ type: rule }] } : {}),
  });
  it('counts the claimable skill check missions and diagnostic steps only', () => {
    expect(
      readyAfterSkillCheck({
        missions: [
          m('skillcheck', 'completed'),
          m('skillcheck', 'claimed'),
          m('regular_mission', 'completed', 'login'),
          m('regular_mission', 'completed', 'diagnostic'),
        ],
        novice_missions: [
          m('beginner_quest', 'completed', 'diagnostic'),
          m('beginner_quest', 'locked', 'diagnostic'),
        ],
      }),
    ).toBe(3);
    expect(readyAfterSkillCheck({ missions: [], novice_missions: [] })).toBe(0);
  });
});

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
