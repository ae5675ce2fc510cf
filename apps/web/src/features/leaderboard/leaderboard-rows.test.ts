import { describe, expect, it } from 'vitest';
import { leaderboardRows } from './leaderboard-rows';
import type { Board } from './leaderboard-api';

describe('leaderboard rows', () => {
  const row = (rank: number, is_me = false) => ({
    rank,
    name: `s${rank}`,
    avatar_id: 0,
    country: 'ID',
    points: 1000 - rank,
    is_me,
  });
  const board = (top: ReturnType<typeof row>[], me: number, inTop: boolean): Board => ({
    scope: 'weekly',
    country: null,
    week_start: '2026-11-16',
    resets_at: 1,
    top,
    me: { rank: me, points: 3, name: 'me', avatar_id: 8, country: 'ID', in_top: inTop },
  });
  it('keeps the list as is when the student is in the top', () => {
    const r = leaderboardRows(board([row(1), row(2, true), row(3)], 2, true));
    expect(r.ownAppended).toBe(false);
    expect(r.rows.filter((x) => x.is_me).map((x) => x.rank)).toEqual([2]);
  });
  it('appends the own row far from the top, with a gap marker', () => {
    const r = leaderboardRows(board([row(1), row(2)], 5000, false));
    expect(r.ownAppended).toBe(true);
    expect(r.rows.at(-1)).toMatchObject({ rank: 5000, is_me: true, gapBefore: true, name: 'me' });
  });
  it('no gap when the student comes right after the top, nor on an empty board', () => {
    expect(leaderboardRows(board([row(1), row(2)], 3, false)).rows.at(-1)?.gapBefore).toBe(false);
    expect(leaderboardRows(board([], 1, false)).rows).toHaveLength(1);
  });
  it('lists no one on an empty board when the student has no points either', () => {
    const empty = board([], 1, false);
    const r = leaderboardRows({ ...empty, me: { ...empty.me, points: 0 } });
    expect(r).toEqual({ rows: [], ownAppended: false });
  });
});
