import { describe, expect, it } from 'vitest';
import { evaluateFlag, rolloutBucket, type FlagRule } from './evaluate';

const rule = (over: Partial<FlagRule> = {}): FlagRule => ({
  key: 'new_home',
  enabled: true,
  rolloutPercent: 100,
  countries: null,
  langs: null,
  value: null,
  ...over,
});
const ctx = { targetingKey: 'u1', country: 'ID', lang: 'id' };

describe('evaluateFlag', () => {
  it('is off when disabled, whatever the rollout', () => {
    expect(evaluateFlag(rule({ enabled: false }), ctx).enabled).toBe(false);
  });

  it('targets countries case-insensitively and languages exactly', () => {
    expect(evaluateFlag(rule({ countries: ['ID'] }), { ...ctx, country: 'id' }).enabled).toBe(true);
    expect(evaluateFlag(rule({ countries: ['TH'] }), ctx).enabled).toBe(false);
    expect(evaluateFlag(rule({ countries: ['ID'] }), { ...ctx, country: null }).enabled).toBe(
      false,
    );
    expect(evaluateFlag(rule({ langs: ['id', 'ms'] }), ctx).enabled).toBe(true);
    expect(evaluateFlag(rule({ langs: ['en'] }), ctx).enabled).toBe(false);
  });

  it('carries the value only when on', () => {
    const value = { image: '/assets/maintenance.svg' };
    expect(evaluateFlag(rule({ value }), ctx).value).toEqual(value);
    expect(evaluateFlag(rule({ value, enabled: false }), ctx).value).toBeNull();
  });

  it('rolls out to about the given share, stably, and only ever adds students', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `student-${i}`);
    const on = (pct: number) =>
      new Set(
        ids.filter(
          (id) => evaluateFlag(rule({ rolloutPercent: pct }), { ...ctx, targetingKey: id }).enabled,
        ),
      );
    const ten = on(10);
    const fifty = on(50);
    expect(ten.size / ids.length).toBeGreaterThan(0.07);
    expect(ten.size / ids.length).toBeLessThan(0.13);
    expect(fifty.size / ids.length).toBeGreaterThan(0.45);
    expect(fifty.size / ids.length).toBeLessThan(0.55);
    for (const id of ten) expect(fifty.has(id)).toBe(true);
    expect(on(0).size).toBe(0);
    expect(on(100).size).toBe(ids.length);
  });

  it('buckets differ between flags so one rollout does not pick the same students', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `s${i}`);
    const same = ids.filter((id) => rolloutBucket('a', id) === rolloutBucket('b', id)).length;
    expect(same).toBeLessThan(20);
    expect(rolloutBucket('a', 's1')).toBe(rolloutBucket('a', 's1'));
  });
});
