import { describe, expect, it } from 'vitest';
import { remindersFor, STREAK_RISK_HOUR } from './reminders';

describe('reminders', () => {
  const today = '2026-11-22';
  it('streak at risk: alive since yesterday, nothing today, in the evening', () => {
    const r = remindersFor({
      daysDesc: ['2026-11-21', '2026-11-20'],
      today,
      hour: STREAK_RISK_HOUR,
    });
    expect(r).toContainEqual({ kind: 'streak_at_risk', dedupeKey: 'streak:2026-11-22', streak: 2 });
    expect(
      remindersFor({ daysDesc: ['2026-11-21'], today, hour: STREAK_RISK_HOUR - 1 }).map(
        (x) => x.kind,
      ),
    ).toEqual(['mission_reset']);
  });
  it('no streak reminder once played today, or when the streak is already broken', () => {
    expect(
      remindersFor({ daysDesc: ['2026-11-22', '2026-11-21'], today, hour: 20 }).map((x) => x.kind),
    ).toEqual(['mission_reset']);
    expect(remindersFor({ daysDesc: ['2026-11-19'], today, hour: 20 }).map((x) => x.kind)).toEqual([
      'mission_reset',
    ]);
  });
  it('mission reset: active in the last 7 days, from 7 in the morning', () => {
    expect(remindersFor({ daysDesc: ['2026-11-15'], today, hour: 8 })).toEqual([
      { kind: 'mission_reset', dedupeKey: 'missions:2026-11-22' },
    ]);
    expect(remindersFor({ daysDesc: ['2026-11-14'], today, hour: 8 })).toEqual([]);
    expect(remindersFor({ daysDesc: ['2026-11-21'], today, hour: 6 })).toEqual([]);
    expect(remindersFor({ daysDesc: [], today, hour: 20 })).toEqual([]);
  });
});
