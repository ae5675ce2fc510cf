import { describe, expect, it } from 'vitest';
import { optionLayout, visibleLength } from './option-layout';

describe('optionLayout', () => {
  it('sets numbers and short words large, two by two', () => {
    expect(optionLayout(['54', '56', '58', '63'])).toEqual({ arrangement: 'grid', size: 'large' });
    expect(optionLayout(['even', 'odd'])).toEqual({ arrangement: 'grid', size: 'large' });
  });

  it('puts a third option under the first two', () => {
    expect(optionLayout(['sum', 'product', 'difference'])).toEqual({
      arrangement: 'three',
      size: 'medium',
    });
  });

  it('sets words that would not fit large in medium type, still side by side', () => {
    expect(optionLayout(['isosceles', 'scalene', 'equilateral'])).toMatchObject({ size: 'medium' });
  });

  it('gives long options a row each', () => {
    expect(optionLayout(['chord', 'arc', 'circumference', 'radius']).arrangement).toBe('rows');
    expect(optionLayout(['sudut lancip', 'sudut siku-siku']).arrangement).toBe('rows');
  });

  it('measures LaTeX by what it shows', () => {
    expect(visibleLength('$\\frac{1}{2}$')).toBe(2);
    expect(visibleLength('$-16$')).toBe(3);
    expect(optionLayout(['$\\frac{1}{2}$', '$\\frac{3}{4}$'])).toEqual({
      arrangement: 'grid',
      size: 'large',
    });
  });
});
