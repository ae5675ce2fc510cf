import { describe, expect, it } from 'vitest';
import { localDay } from '@web-ed/engine';
import { runLength, streakAsOf, timeZoneOf } from './streak';

describe('learning streak', () => {
  it("takes the time zone from the student's country, UTC otherwise", () => {
    expect(timeZoneOf('ID')).toBe('Asia/Jakarta');
    expect(timeZoneOf('thailand')).toBe('Asia/Bangkok');
    expect(timeZoneOf(' in ')).toBe('Asia/Kolkata');
    expect(timeZoneOf('MY')).toBe('Asia/Kuala_Lumpur');
    expect(timeZoneOf('FR')).toBe('UTC');
    expect(timeZoneOf(null)).toBe('UTC');
  });

  it('counts days in that time zone', () => {
    const t = Date.parse('2026-11-22T17:30:00Z');
    expect(localDay(t, 'UTC')).toBe('2026-11-22');
    expect(localDay(t, 'Asia/Jakarta')).toBe('2026-11-23');
    expect(localDay(t, 'Asia/Kolkata')).toBe('2026-11-22');
  });

  it('counts the run of consecutive days ending at the latest', () => {
    expect(runLength([])).toBe(0);
    expect(runLength(['2026-03-01'])).toBe(1);
    expect(runLength(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-25'])).toBe(3);
    expect(runLength(['2024-03-01', '2024-02-29'])).toBe(2);
  });

  it('is broken (0) once the latest day is before yesterday', () => {
    const days = ['2026-11-21', '2026-11-20'];
    expect(streakAsOf(days, Date.parse('2026-11-22T10:00:00Z'), 'UTC')).toBe(2);
    expect(streakAsOf(days, Date.parse('2026-11-23T10:00:00Z'), 'UTC')).toBe(0);
    // 23 Nov 01:00 in Jakarta is still 22 Nov in UTC.
    expect(streakAsOf(days, Date.parse('2026-11-22T18:00:00Z'), 'Asia/Jakarta')).toBe(0);
    expect(streakAsOf(days, Date.parse('2026-11-22T18:00:00Z'), 'UTC')).toBe(2);
  });
});
