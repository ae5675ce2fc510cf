import { describe, expect, it } from 'vitest';
import { addUsage, connectionKind, usageThisWeek, weekOf } from './data-usage';

/** Noon on a day of November 2026 in the device's zone (the 23rd is a Monday). */
const nov = (day: number) => new Date(2026, 10, day, 12).getTime();

describe('data used this week', () => {
  it('counts a week from Monday to Sunday', () => {
    expect(weekOf(nov(23))).toBe('2026-11-23');
    expect(weekOf(nov(29))).toBe('2026-11-23');
    expect(weekOf(nov(30))).toBe('2026-11-30');
    expect(weekOf(new Date(2026, 10, 22, 23, 59).getTime())).toBe('2026-11-16');
  });

  it('adds bytes per kind of connection, and starts again on Monday', () => {
    let u = addUsage(null, nov(24), 'wifi', 1000);
    u = addUsage(u, nov(25), 'mobile', 300);
    u = addUsage(u, nov(26), 'wifi', 500);
    expect(u).toEqual({ week: '2026-11-23', bytes: { wifi: 1500, mobile: 300, unknown: 0 } });
    expect(addUsage(u, nov(30), 'mobile', 7).bytes).toEqual({ wifi: 0, mobile: 7, unknown: 0 });
    expect(usageThisWeek(u, nov(30)).bytes).toEqual({ wifi: 0, mobile: 0, unknown: 0 });
    expect(usageThisWeek(u, nov(29))).toBe(u);
  });

  it('names the connection as the Network Information API does', () => {
    expect(connectionKind('wifi')).toBe('wifi');
    expect(connectionKind('ethernet')).toBe('wifi');
    expect(connectionKind('cellular')).toBe('mobile');
    expect(connectionKind(undefined)).toBe('unknown');
    expect(connectionKind('none')).toBe('unknown');
  });
});
