import { describe, expect, it } from 'vitest';
import { keepVoteLink, peekVoteLink, takeVoteLink } from './pending-vote-link';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('pending vote link', () => {
  it('keeps a voting link once, through the sign-in', () => {
    const s = memory();
    keepVoteLink(s, '/voting/detail/?event=a1&candidate=b2');
    expect(peekVoteLink(s)).toBe('/voting/detail/?event=a1&candidate=b2');
    expect(takeVoteLink(s)).toBe('/voting/detail/?event=a1&candidate=b2');
    expect(takeVoteLink(s)).toBeNull();
  });
  it('ignores anything that is not a voting path', () => {
    const s = memory();
    keepVoteLink(s, 'https://evil.test/voting/');
    keepVoteLink(s, '/home/');
    expect(takeVoteLink(s)).toBeNull();
  });
});
