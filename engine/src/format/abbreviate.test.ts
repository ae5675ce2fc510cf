import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { abbreviateNumber, formatCapped, DISPLAY_CAP } from './abbreviate';

const SUFFIX: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** Reads an abbreviation back as a number, failing on any unexpected shape. */
function parseAbbr(s: string): number {
  const m = /^(-?)(\d+)(?:\.(\d))?([KMBT]?)$/.exec(s);
  if (!m) throw new Error(`unexpected abbreviation: ${s}`);
  const [, sign = '', whole = '0', decimal = '0', suffix = ''] = m;
  const value = (Number(whole) + Number(decimal) / 10) * (SUFFIX[suffix] ?? NaN);
  return sign === '-' ? -value : value;
}

describe('abbreviateNumber', () => {
  it('shows numbers below 1000 as integers', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(7)).toBe('7');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(999.99)).toBe('999');
  });

  it('abbreviates from 1000 with one truncated decimal and no trailing .0', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(1999)).toBe('1.9K');
    expect(abbreviateNumber(4100)).toBe('4.1K');
    expect(abbreviateNumber(10_050)).toBe('10K');
    expect(abbreviateNumber(999_999)).toBe('999.9K');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(1_250_000)).toBe('1.2M');
    expect(abbreviateNumber(1_299_999)).toBe('1.2M');
  });

  it('clamps to the display cap by default', () => {
    expect(DISPLAY_CAP).toBe(999_999_999);
    expect(abbreviateNumber(DISPLAY_CAP)).toBe('999.9M');
    expect(abbreviateNumber(1e9)).toBe('999.9M');
    expect(abbreviateNumber(5e12)).toBe('999.9M');
    expect(abbreviateNumber(Number.MAX_VALUE)).toBe('999.9M');
    expect(abbreviateNumber(-5e12)).toBe('-999.9M');
  });

  it('reaches B and T only without the cap', () => {
    expect(abbreviateNumber(1e9, { cap: false })).toBe('1B');
    expect(abbreviateNumber(2_345_000_000, { cap: false })).toBe('2.3B');
    expect(abbreviateNumber(999_999_999_999, { cap: false })).toBe('999.9B');
    expect(abbreviateNumber(1e12, { cap: false })).toBe('1T');
    expect(abbreviateNumber(1e15, { cap: false })).toBe('1000T');
    expect(abbreviateNumber(1e25, { cap: false })).toBe('10000000000000T');
    expect(abbreviateNumber(DISPLAY_CAP, { cap: false })).toBe('999.9M');
    expect(abbreviateNumber(1500, { cap: true })).toBe('1.5K');
  });

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-5)).toBe('-5');
    expect(abbreviateNumber(-1500)).toBe('-1.5K');
    expect(abbreviateNumber(-1_250_000)).toBe('-1.2M');
  });

  it('never shows "-0"', () => {
    expect(abbreviateNumber(-0)).toBe('0');
    expect(abbreviateNumber(-0.5)).toBe('0');
  });

  it('shows "0" for non-finite input', () => {
    expect(abbreviateNumber(NaN)).toBe('0');
    expect(abbreviateNumber(Infinity)).toBe('0');
    expect(abbreviateNumber(-Infinity, { cap: false })).toBe('0');
  });

  it('never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(Math.abs(parseAbbr(abbreviateNumber(n)))).toBeLessThanOrEqual(DISPLAY_CAP);
      }),
    );
  });

  it('never rounds up and loses less than one tenth of a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (n, cap) => {
        const shown = parseAbbr(abbreviateNumber(n, { cap }));
        const target = cap ? Math.min(n, DISPLAY_CAP) : n;
        expect(shown).toBeLessThanOrEqual(target * (1 + 1e-12));
        const unit =
          target >= 1e12
            ? 1e12
            : target >= 1e9
              ? 1e9
              : target >= 1e6
                ? 1e6
                : target >= 1e3
                  ? 1e3
                  : 10;
        expect(target - shown).toBeLessThan(unit / 10);
      }),
    );
  });

  it('is at most six characters plus sign below a quadrillion', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), fc.boolean(), (n, cap) => {
        expect(abbreviateNumber(n, { cap }).replace(/^-/, '').length).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        fc.pre(Number.isFinite(a) && Number.isFinite(b));
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parseAbbr(abbreviateNumber(lo))).toBeLessThanOrEqual(
          parseAbbr(abbreviateNumber(hi)),
        );
      }),
    );
  });

  it('is symmetric in sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (n, cap) => {
        expect(abbreviateNumber(-n, { cap })).toBe(`-${abbreviateNumber(n, { cap })}`);
      }),
    );
  });
});

describe('formatCapped', () => {
  it('groups digits for the locale', () => {
    expect(formatCapped(1234, 'en')).toBe('1,234');
    expect(formatCapped(1234567, 'id')).toBe('1.234.567');
    expect(formatCapped(1234567, 'hi')).toBe('12,34,567');
    expect(formatCapped(999, 'en')).toBe('999');
  });

  it('clamps to the display cap in both directions', () => {
    expect(formatCapped(5e12, 'en')).toBe('999,999,999');
    expect(formatCapped(DISPLAY_CAP + 1, 'en')).toBe('999,999,999');
    expect(formatCapped(-5e12, 'en')).toBe('-999,999,999');
  });

  it('truncates fractions instead of rounding up', () => {
    expect(formatCapped(1234.9, 'en')).toBe('1,234');
    expect(formatCapped(-0.4, 'en')).toBe('0');
  });

  it('shows 0 for non-finite input', () => {
    expect(formatCapped(NaN, 'en')).toBe('0');
    expect(formatCapped(Infinity, 'en')).toBe('0');
  });

  it('falls back to English grouping for a malformed locale', () => {
    expect(formatCapped(1234, '')).toBe('1,234');
    expect(formatCapped(1234, 'not a locale!')).toBe('1,234');
  });

  it('shows the truncated, clamped value and never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom('en', 'id', 'hi', 'th', 'ms'), (n, locale) => {
        const out = formatCapped(n, locale);
        const value = Number(out.replace(/[^\d-]/g, ''));
        const expected = Number.isFinite(n)
          ? Math.trunc(Math.max(-DISPLAY_CAP, Math.min(DISPLAY_CAP, n)))
          : 0;
        expect(value).toBe(expected + 0);
        expect(Math.abs(value)).toBeLessThanOrEqual(DISPLAY_CAP);
      }),
    );
  });
});
