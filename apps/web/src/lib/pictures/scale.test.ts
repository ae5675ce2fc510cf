import { describe, expect, it } from 'vitest';
import { barPercent, ladderSteps, maxOf, podiumHeight, splitPodium } from './scale';

describe('barPercent', () => {
  it('scales a value to its share of the maximum, one decimal', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(1, 3)).toBe(33.3);
    expect(barPercent(200, 200)).toBe(100);
  });

  it('draws a small value at least minVisible wide, never beyond 100', () => {
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(1, 1000, 5)).toBe(5);
    expect(barPercent(1, 1000, 0)).toBe(0.1);
    expect(barPercent(300, 200)).toBe(100);
  });

  it('draws nothing for zero, a negative value, an empty track or a non-number', () => {
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(-5, 100)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(Number.NaN, 10)).toBe(0);
    expect(barPercent(3, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('maxOf', () => {
  it('is the largest value, 0 for none or only non-positive values', () => {
    expect(maxOf([3, 9, 4])).toBe(9);
    expect(maxOf([])).toBe(0);
    expect(maxOf([-2, 0])).toBe(0);
    expect(maxOf([Number.NaN, 2])).toBe(2);
  });
});

describe('splitPodium', () => {
  const row = (rank: number, name = `r${rank}`) => ({ rank, name });

  it('puts the first three on the podium, first in the middle, and lists the rest', () => {
    const { podium, rest } = splitPodium([row(1), row(2), row(3), row(4), row(5)]);
    expect(podium.map((p) => [p.rank, p.spot])).toEqual([
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
    ]);
    expect(rest.map((r) => r.rank)).toEqual([4, 5]);
  });

  it('keeps ties together on the podium', () => {
    const { podium, rest } = splitPodium([row(1, 'a'), row(1, 'b'), row(1, 'c'), row(4)]);
    expect(podium.map((p) => p.name)).toEqual(['a', 'b', 'c']);
    expect(rest).toHaveLength(1);
  });

  it('stands fewer than three when the board is short, and none when it is empty', () => {
    expect(splitPodium([row(1), row(2)]).podium).toHaveLength(2);
    expect(splitPodium([row(1), row(2)]).rest).toEqual([]);
    expect(splitPodium([])).toEqual({ podium: [], rest: [] });
  });

  it('never puts a row ranked below third on it (a tie for second pushes the next to 4)', () => {
    const { podium, rest } = splitPodium([row(1), row(2), row(2), row(4)]);
    expect(podium.map((p) => p.rank)).toEqual([1, 2, 2]);
    expect(rest.map((r) => r.rank)).toEqual([4]);
    const short = splitPodium([row(1), row(1), row(1), row(1)]);
    expect(short.podium).toHaveLength(3);
    expect(short.rest.map((r) => r.rank)).toEqual([1]);
    // The student's own row appended far down the board stays in the list.
    expect(splitPodium([row(1), row(57)]).rest.map((r) => r.rank)).toEqual([57]);
  });

  it('makes a tie stand level', () => {
    expect(podiumHeight(1)).toBeGreaterThan(podiumHeight(2));
    expect(podiumHeight(2)).toBeGreaterThan(podiumHeight(3));
    expect(podiumHeight(1)).toBe(100);
  });
});

describe('ladderSteps', () => {
  it('marks the steps up to the level reached, the level itself as current', () => {
    const steps = ladderSteps(2, 6);
    expect(steps.map((s) => s.reached)).toEqual([true, true, true, false, false, false]);
    expect(steps.map((s) => s.current)).toEqual([false, false, true, false, false, false]);
  });

  it('rises evenly from the lowest step to 100', () => {
    expect(ladderSteps(0, 6).map((s) => s.height)).toEqual([30, 44, 58, 72, 86, 100]);
    expect(ladderSteps(0, 1).map((s) => s.height)).toEqual([100]);
  });

  it('clamps a level out of range (the lowest step is always reached)', () => {
    expect(ladderSteps(-3, 6).filter((s) => s.reached)).toHaveLength(1);
    expect(ladderSteps(9, 6).at(-1)!.current).toBe(true);
    expect(ladderSteps(Number.NaN, 6)[0]!.current).toBe(true);
    expect(ladderSteps(2.7, 6)[2]!.current).toBe(true);
    expect(ladderSteps(1, 0)).toEqual([]);
  });
});
