/**
 * Compact number display for counters (points, learners, streaks).
 *
 * Rule: below 1000 show the integer; from 1000 abbreviate with K/M/B/T and one
 * decimal, truncated (never rounded up, so "999.9K" is never shown as "1000K"
 * or overstates a score), trailing ".0" dropped. Values are clamped to
 * DISPLAY_CAP (999,999,999) first, so the capped display tops out at "999.9M";
 * B and T are only reached with `{ cap: false }`. Sign is kept; non-finite
 * input shows "0".
 */

export const DISPLAY_CAP = 999_999_999;

export interface AbbreviateOptions {
  /** Clamp to DISPLAY_CAP before abbreviating (default true). */
  cap?: boolean;
}

const UNITS: readonly (readonly [value: number, suffix: string])[] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Integer-valued number as plain digits; String() would switch to "1e+21". */
function digits(n: number): string {
  return BigInt(n).toString();
}

export function abbreviateNumber(n: number, options: AbbreviateOptions = {}): string {
  if (!Number.isFinite(n)) return '0';
  const capped = options.cap ?? true;
  let abs = Math.floor(Math.abs(n));
  if (capped) abs = Math.min(abs, DISPLAY_CAP);
  // No "-0" for values like -0.5.
  const sign = n < 0 && abs > 0 ? '-' : '';
  for (const [unit, suffix] of UNITS) {
    if (abs < unit) continue;
    // Dividing the integer by unit/10 keeps truncation exact; multiplying a
    // fraction by 10 would turn 4.1 into 40.999… for some inputs.
    const tenths = Math.floor(abs / (unit / 10));
    const whole = Math.floor(tenths / 10);
    const decimal = tenths % 10;
    return `${sign}${digits(whole)}${decimal === 0 ? '' : `.${decimal}`}${suffix}`;
  }
  return `${sign}${digits(abs)}`;
}

function numberFormat(locale: string): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = { useGrouping: true, maximumFractionDigits: 0 };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // A malformed locale tag from content must not break the screen.
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * Full number with locale grouping ("1,234", "1.234", "12,34,567"), clamped
 * to ±DISPLAY_CAP and truncated to an integer like abbreviateNumber.
 */
export function formatCapped(n: number, locale: string): string {
  const value = Number.isFinite(n)
    ? Math.trunc(Math.max(-DISPLAY_CAP, Math.min(DISPLAY_CAP, n)))
    : 0;
  // `+ 0` turns -0 into 0 so it never renders as "-0".
  return numberFormat(locale).format(value + 0);
}
