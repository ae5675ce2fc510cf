import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  HIDE_WEIGHT,
  isEstablished,
  NEW_ACCOUNT_DAYS,
  NEW_MEMBER_DAYS,
  reportVerdict,
  reportWeight,
  type Reporter,
} from './hide-rule';

const established: Reporter = { accountDays: 60, memberDays: 30, upheld: 0, rejected: 0 };
const fresh: Reporter = { accountDays: 0, memberDays: 0, upheld: 0, rejected: 0 };
const times = (n: number, r: Reporter) => Array.from({ length: n }, () => r);

describe('hide rule', () => {
  it('three established reporters hide an ordinary post, two do not', () => {
    expect(HIDE_WEIGHT).toBe(3);
    expect(reportVerdict(times(3, established), 'member').verdict).toBe('hide');
    expect(reportVerdict(times(3, established), null).verdict).toBe('hide');
    expect(reportVerdict(times(2, established), 'member').verdict).toBe('keep');
  });

  it('fresh accounts weigh little, and alone never hide a post, however many', () => {
    expect(reportWeight(fresh)).toBeLessThan(0.2);
    expect(isEstablished(fresh)).toBe(false);
    expect(reportVerdict(times(3, fresh), 'member').verdict).toBe('keep');
    expect(reportVerdict(times(1000, fresh), 'member')).toMatchObject({
      verdict: 'keep',
      established: 0,
    });
    // With an established member agreeing, enough of them count.
    expect(reportVerdict([established, ...times(16, fresh)], 'member').verdict).toBe('hide');
  });

  it('age of account and of membership each lower the weight; leaving the community too', () => {
    const oldAccountNewMember = { ...established, memberDays: NEW_MEMBER_DAYS - 1 };
    const newAccountOldMember = { ...established, accountDays: NEW_ACCOUNT_DAYS - 1 };
    const left = { ...established, memberDays: null };
    for (const r of [oldAccountNewMember, newAccountOldMember, left]) {
      expect(reportWeight(r)).toBeLessThan(1);
      expect(isEstablished(r)).toBe(false);
    }
    expect(reportWeight(established)).toBe(1);
    expect(reportWeight({ ...established, accountDays: NEW_ACCOUNT_DAYS })).toBe(1);
  });

  it('rejected reports weigh a reporter down; upheld ones make up for them', () => {
    const overruled = { ...established, rejected: 1 };
    expect(reportWeight(overruled)).toBe(0.5);
    expect(isEstablished(overruled)).toBe(false);
    expect(reportWeight({ ...established, rejected: 3 })).toBe(0.25);
    expect(reportWeight({ ...established, upheld: 3, rejected: 1 })).toBe(0.8);
    expect(isEstablished({ ...established, upheld: 1, rejected: 1 })).toBe(true);
    expect(reportVerdict([overruled, established, established], 'member').verdict).toBe('keep');
  });

  it("never hides the owner's or a moderator's post: the moderators decide", () => {
    expect(reportVerdict(times(10, established), 'owner').verdict).toBe('moderators');
    expect(reportVerdict(times(10, established), 'moderator').verdict).toBe('moderators');
    expect(reportVerdict(times(3, fresh), 'owner').verdict).toBe('keep');
  });

  it('counts days from dates', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(daysBetween(new Date('2026-11-15T08:00:00Z'), now)).toBe(7);
    expect(daysBetween(new Date('2026-11-23T08:00:00Z'), now)).toBe(0);
  });
});
