import { describe, expect, it } from 'vitest';
import { PLAYER_STRINGS } from './strings';

describe('the Player strings', () => {
  it('count points with the plural form of the language', () => {
    expect(PLAYER_STRINGS.en.points(1)).toBe('1 point');
    expect(PLAYER_STRINGS.en.points(0)).toBe('0 points');
    expect(PLAYER_STRINGS.en.points(20)).toBe('20 points');
    expect(PLAYER_STRINGS.id.points(1)).toBe('1 poin');
    expect(PLAYER_STRINGS.th.points(30)).toBe('30 คะแนน');
  });
});
