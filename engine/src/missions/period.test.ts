import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, localMidnight, periodOf } from './period';

const at = (s: string) => Date.parse(s);

describe('periodOf', () => {
  it('daily resets at local midnight of the time zone', () => {
    // 16:59 UTC is 23:59 in Jakarta (UTC+7); 17:00 UTC is the next local day.
    const before = periodOf('daily', at('2026-11-22T16:59:00Z'), 'Asia/Jakarta');
    const after = periodOf('daily', at('2026-11-22T17:00:00Z'), 'Asia/Jakarta');
    expect(before.key).toBe('d:2026-11-22');
    expect(after.key).toBe('d:2026-11-23');
    expect(before.end).toBe(at('2026-11-22T17:00:00Z'));
    expect(after.start).toBe(at('2026-11-22T17:00:00Z'));
  });

  it('the same instant is a different day in another zone', () => {
    const t = at('2026-11-22T20:00:00Z');
    expect(periodOf('daily', t, 'Asia/Kolkata').key).toBe('d:2026-11-23');
    expect(periodOf('daily', t, 'America/New_York').key).toBe('d:2026-11-22');
  });

  it('weekly starts on local Monday 00:00', () => {
    // Sunday 2026-11-22 23:30 in Bangkok (UTC+7) is still week of Monday 16th.
    expect(periodOf('weekly', at('2026-11-22T16:30:00Z'), 'Asia/Bangkok').key).toBe('w:2026-11-16');
    const next = periodOf('weekly', at('2026-11-22T17:00:00Z'), 'Asia/Bangkok');
    expect(next.key).toBe('w:2026-11-23');
    expect(next.start).toBe(at('2026-11-22T17:00:00Z'));
    expect(next.end! - next.start).toBe(7 * 86_400_000);
  });

  it('monthly spans the local month, across a year end', () => {
    const p = periodOf('monthly', at('2026-12-31T18:00:00Z'), 'Asia/Kuala_Lumpur');
    expect(p.key).toBe('m:2027-01');
    expect(p.start).toBe(at('2026-12-31T16:00:00Z'));
    expect(p.end).toBe(at('2027-01-31T16:00:00Z'));
  });

  it('special never resets', () => {
    expect(periodOf('special', 0, 'UTC')).toEqual({ key: 'special', start: 0, end: null });
  });

  it('handles daylight saving days', () => {
    // New York springs forward on 2026-03-08: that day is 23 hours long.
    const p = periodOf('daily', at('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(p.start).toBe(at('2026-03-08T05:00:00Z'));
    expect(p.end).toBe(at('2026-03-09T04:00:00Z'));
  });
});

describe('periodOf remembers the last period of each zone', () => {
  const zones = ['Asia/Jakarta', 'America/New_York', 'Australia/Lord_Howe', 'UTC'] as const;
  const recurrences = ['daily', 'weekly', 'monthly'] as const;
  // Instants over two years, DST changes included, asked in any order.
  const instant = fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') });

  it('answers the same period whatever was asked before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...recurrences), instant, fc.constantFrom(...zones)), {
          minLength: 2,
          maxLength: 12,
        }),
        (asks) => {
          const forward = asks.map(([r, ms, tz]) => periodOf(r, ms, tz));
          const backward = [...asks].reverse().map(([r, ms, tz]) => periodOf(r, ms, tz));
          expect(backward.reverse()).toEqual(forward);
          for (const [i, [, ms]] of asks.entries()) {
            expect(forward[i]!.start).toBeLessThanOrEqual(ms);
            expect(forward[i]!.end!).toBeGreaterThan(ms);
          }
        },
      ),
    );
  });

  it('a neighbouring instant of the same day is not given the day before', () => {
    const first = periodOf('daily', at('2026-11-22T16:59:59Z'), 'Asia/Jakarta');
    const next = periodOf('daily', at('2026-11-22T17:00:00Z'), 'Asia/Jakarta');
    expect([first.key, next.key]).toEqual(['d:2026-11-22', 'd:2026-11-23']);
    // A caller changing its copy changes nothing remembered.
    next.key = 'changed';
    expect(periodOf('daily', at('2026-11-22T18:00:00Z'), 'Asia/Jakarta').key).toBe('d:2026-11-23');
  });
});

describe('helpers', () => {
  it('isTimeZone accepts IANA names only', () => {
    expect(isTimeZone('Asia/Jakarta')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(7)).toBe(false);
  });

  it('localDay and localMidnight agree', () => {
    expect(localDay(at('2026-11-22T17:30:00Z'), 'Asia/Jakarta')).toBe('2026-11-23');
    expect(localMidnight(2026, 11, 23, 'Asia/Jakarta')).toBe(at('2026-11-22T17:00:00Z'));
  });
});
