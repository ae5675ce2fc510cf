import { describe, expect, it } from 'vitest';
import { parseVoteLink, voteLinkPath } from './vote-link';
import { rank } from './standings';

describe('vote links', () => {
  it('round-trips and accepts absolute links with a version', () => {
    const path = voteLinkPath('best-garden', 'herb-spiral');
    expect(path).toBe('/voting/detail/?event=best-garden&candidate=herb-spiral');
    expect(parseVoteLink(path)).toEqual({ event: 'best-garden', candidate: 'herb-spiral' });
    expect(parseVoteLink(`https://app.example/voting/detail/?version=3.2.0&event=x1`)).toEqual({
      event: 'x1',
      candidate: null,
    });
  });
  it('refuses other paths and bad slugs', () => {
    expect(parseVoteLink('/community/?event=abc')).toBeNull();
    expect(parseVoteLink('/voting/detail/?event=<script>')).toBeNull();
    expect(parseVoteLink('javascript:alert(1)')).toBeNull();
    expect(parseVoteLink('/voting/detail/')).toBeNull();
  });
});

describe('standings rank', () => {
  it('orders by votes, ties share a rank, percents of the total', () => {
    const r = rank([
      { candidate_id: 1, slug: 'a', name: 'A', votes: 1 },
      { candidate_id: 2, slug: 'b', name: 'B', votes: 3 },
      { candidate_id: 3, slug: 'c', name: 'C', votes: 3 },
      { candidate_id: 4, slug: 'd', name: 'D', votes: 0 },
    ]);
    expect(r.map((s) => [s.candidate_id, s.rank])).toEqual([
      [2, 1],
      [3, 1],
      [1, 3],
      [4, 4],
    ]);
    expect(r[0]!.percent).toBe(42.9);
  });
});
