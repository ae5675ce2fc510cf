import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expressionsEquivalent,
  isMathAnswerCorrect,
  isNumericAnswerCorrect,
  parseNumber,
} from './math-answer';

describe('numeric answers', () => {
  it.each([
    ['0.5', 0.5],
    ['1/2', 0.5],
    ['½', 0.5],
    ['5e-1', 0.5],
    ['0,5', 0.5],
    ['1 1/2', 1.5],
    ['1½', 1.5],
    ['−3', -3],
    ['50%', 0.5],
    ['\\frac{3}{4}', 0.75],
    ['.25', 0.25],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBeCloseTo(value, 12);
  });

  it.each(['', 'abc', '1/0', '1,000,000', '2x', '--1'])('refuses %s', (text) => {
    expect(parseNumber(text)).toBeNull();
  });

  it('accepts every form of the same fraction (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: 1, max: 64 }), (p, q) => {
        const forms = [`${p}/${q}`, String(p / q), (p / q).toExponential(), `${p * 3}/${q * 3}`];
        return forms.every((f) => isNumericAnswerCorrect(f, [`${p}/${q}`]));
      }),
    );
  });

  it('refuses a different value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 1, max: 64 }),
        (p, q) => !isNumericAnswerCorrect(`${p + 1}/${q}`, [`${p}/${q}`]),
      ),
    );
  });
});

describe('expression answers', () => {
  it.each([
    ['2x + 3', '3 + 2x'],
    ['(x+1)(x-1)', 'x^2 - 1'],
    ['x²-1', 'x^2 - 1'],
    ['2(x+3)', '2x+6'],
    ['x/2', '0.5x'],
    ['\\sqrt{x^2}', 'x'],
    ['a b', 'b*a'],
  ])('%s equals %s', (a, b) => {
    expect(expressionsEquivalent(a, b)).toBe(true);
  });

  it.each([
    ['2x + 3', '2x + 4'],
    ['x^2', '2x'],
    ['(x+1', 'x+1'],
    ['x ++', 'x'],
  ])('%s differs from %s', (a, b) => {
    expect(expressionsEquivalent(a, b)).toBe(false);
  });

  it('expanded and factored quadratics are equivalent, shifted ones are not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), (a, b) => {
        const factored = `(x + ${a})(x + ${b})`;
        const expanded = `x^2 + ${a + b}x + ${a * b}`;
        return (
          expressionsEquivalent(factored, expanded) &&
          !expressionsEquivalent(factored, `x^2 + ${a + b}x + ${a * b + 1}`)
        );
      }),
    );
  });

  it('an empty answer is never correct', () => {
    expect(isMathAnswerCorrect('  ', ['0'], 'numeric')).toBe(false);
    expect(isMathAnswerCorrect('', ['x'], 'expression')).toBe(false);
  });
});
