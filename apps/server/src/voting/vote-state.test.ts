import { describe, expect, it } from 'vitest';
import { phaseOf } from './event-phase';
import { canVote, voteState, VOTE_STATES } from './vote-state';

describe('vote state', () => {
  const base = { quota: 2, votedInEvent: 0 };
  it('finished wins; unknown or upcoming is 2_not_found', () => {
    expect(voteState({ ...base, place: 1, phase: 'finished' })).toBe('finished');
    expect(voteState({ ...base, place: 2, phase: null })).toBe('2_not_found');
    expect(voteState({ ...base, place: 3, phase: 'upcoming' })).toBe('2_not_found');
  });
  it('no quota is <place>_la', () => {
    for (const place of [1, 2, 3] as const)
      expect(voteState({ place, phase: 'ongoing', quota: 0, votedInEvent: 4 })).toBe(`${place}_la`);
  });
  it('normal before the first vote, vote after; a link is always 2_normal', () => {
    expect(voteState({ ...base, place: 1, phase: 'ongoing' })).toBe('1_normal');
    expect(voteState({ ...base, place: 1, phase: 'ongoing', votedInEvent: 1 })).toBe('1_vote');
    expect(voteState({ ...base, place: 3, phase: 'ongoing' })).toBe('3_normal');
    expect(voteState({ ...base, place: 3, phase: 'ongoing', votedInEvent: 2 })).toBe('3_vote');
    expect(voteState({ ...base, place: 2, phase: 'ongoing', votedInEvent: 2 })).toBe('2_normal');
  });
  it('every code is reachable and canVote only for normal and vote', () => {
    const seen = new Set<string>();
    for (const place of [1, 2, 3] as const)
      for (const phase of ['upcoming', 'ongoing', 'finished', null] as const)
        for (const quota of [0, 1])
          for (const votedInEvent of [0, 1])
            seen.add(voteState({ place, phase, quota, votedInEvent }));
    expect([...seen].sort()).toEqual([...VOTE_STATES].sort());
    expect(canVote('1_normal')).toBe(true);
    expect(canVote('3_vote')).toBe(true);
    expect(canVote('1_la')).toBe(false);
    expect(canVote('finished')).toBe(false);
  });
  it('phases: the end instant is finished', () => {
    const e = { startsAt: new Date(1000), endsAt: new Date(2000) };
    expect(phaseOf(e, new Date(999))).toBe('upcoming');
    expect(phaseOf(e, new Date(1000))).toBe('ongoing');
    expect(phaseOf(e, new Date(1999))).toBe('ongoing');
    expect(phaseOf(e, new Date(2000))).toBe('finished');
  });
});
