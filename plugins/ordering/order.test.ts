import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moved, startOrder } from './order';

const written = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the order a question starts in', () => {
  it('is the same on every load of the same question', () => {
    expect(startOrder('ordering-1', 5)).toEqual(startOrder('ordering-1', 5));
  });

  it('depends on the question', () => {
    const starts = new Set(
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'].map((id) => startOrder(id, 5).join()),
    );
    expect(starts.size).toBeGreaterThan(1);
  });

  it('holds every item once, and is never already the right order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), fc.integer({ min: 2, max: 10 }), (id, n) => {
        const order = startOrder(id, n);
        expect([...order].sort((a, b) => a - b)).toEqual(written(n));
        expect(order).not.toEqual(written(n));
      }),
    );
  });

  it('of two items is always the swap', () => {
    for (const id of ['a', 'b', 'c', 'ordering-2']) expect(startOrder(id, 2)).toEqual([1, 0]);
  });

  it('of one item (or none) is that item', () => {
    expect(startOrder('x', 1)).toEqual([0]);
    expect(startOrder('x', 0)).toEqual([]);
  });
});

describe('moving an item', () => {
  it('up or down one place, the others keeping their order', () => {
    expect(moved([2, 0, 1, 3], 2, 1)).toEqual([2, 1, 0, 3]);
    expect(moved([2, 0, 1, 3], 0, 1)).toEqual([0, 2, 1, 3]);
    expect(moved([2, 0, 1, 3], 3, 0)).toEqual([3, 2, 0, 1]);
  });

  it('returns a new order', () => {
    const order = [1, 0];
    expect(moved(order, 0, 1)).toEqual([0, 1]);
    expect(order).toEqual([1, 0]);
  });
});
