import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PROGRESS_MAX, PROGRESS_STEP, completeUnit, type ChapterProgress } from './progress';

function ch(id: number, progress: number, flags: Partial<ChapterProgress> = {}): ChapterProgress {
  return { id, progress, is_completed: false, is_current: false, ...flags };
}

function deepFreeze<T>(list: T[]): T[] {
  for (const item of list) Object.freeze(item);
  return Object.freeze(list) as T[];
}

describe('completeUnit', () => {
  it('pins the spec constants', () => {
    expect(PROGRESS_STEP).toBe(20);
    expect(PROGRESS_MAX).toBe(100);
  });

  it('adds 20 and keeps a chapter below 100 current and not completed', () => {
    const out = completeUnit([ch(1, 40, { is_current: true }), ch(2, 0)], 1);
    expect(out).toEqual([ch(1, 60, { is_current: true }), ch(2, 0)]);
  });

  it('completes the chapter at 100 and makes the next one current', () => {
    const out = completeUnit([ch(1, 80, { is_current: true }), ch(2, 0), ch(3, 0)], 1);
    expect(out).toEqual([
      ch(1, 100, { is_completed: true }),
      ch(2, 0, { is_current: true }),
      ch(3, 0),
    ]);
  });

  it('caps progress at 100 for off-step values', () => {
    const out = completeUnit([ch(1, 90, { is_current: true }), ch(2, 0)], 1);
    expect(out[0]).toEqual(ch(1, 100, { is_completed: true }));
    expect(out[1]?.is_current).toBe(true);
  });

  it('completing the last chapter leaves no chapter current', () => {
    const out = completeUnit(
      [ch(1, 100, { is_completed: true }), ch(2, 80, { is_current: true })],
      2,
    );
    expect(out).toEqual([ch(1, 100, { is_completed: true }), ch(2, 100, { is_completed: true })]);
  });

  it('a review of a completed chapter keeps 100 and does not move current', () => {
    const before = [ch(1, 100, { is_completed: true }), ch(2, 20, { is_current: true }), ch(3, 0)];
    expect(completeUnit(before, 1)).toEqual(before);
  });

  it('a review of a completed chapter still flagged current moves nothing', () => {
    const before = [ch(1, 100, { is_completed: true, is_current: true }), ch(2, 0)];
    expect(completeUnit(before, 1)).toEqual(before);
  });

  it('a review normalises a completed chapter to 100', () => {
    const out = completeUnit([ch(1, 60, { is_completed: true })], 1);
    expect(out[0]?.progress).toBe(100);
  });

  it('completing a non-current chapter leaves current where it is', () => {
    const out = completeUnit([ch(1, 20, { is_current: true }), ch(2, 0), ch(3, 80), ch(4, 0)], 3);
    expect(out.map((c) => c.is_current)).toEqual([true, false, false, false]);
    expect(out[2]).toEqual(ch(3, 100, { is_completed: true }));
  });

  it('skips already completed chapters when moving current', () => {
    const out = completeUnit(
      [ch(1, 80, { is_current: true }), ch(2, 100, { is_completed: true }), ch(3, 0)],
      1,
    );
    expect(out.map((c) => c.is_current)).toEqual([false, false, true]);
  });

  it('an unknown chapter id changes nothing', () => {
    const before = [ch(1, 40, { is_current: true }), ch(2, 0)];
    expect(completeUnit(before, 99)).toEqual(before);
  });

  it('returns a new array of new objects and never mutates the input', () => {
    const before = deepFreeze([ch(1, 80, { is_current: true }), ch(2, 0)]);
    const out = completeUnit(before, 1);
    expect(out).not.toBe(before);
    expect(out[1]).not.toBe(before[1]);
    expect(before[0]).toEqual(ch(1, 80, { is_current: true }));
  });

  it('handles an empty course', () => {
    expect(completeUnit([], 1)).toEqual([]);
  });
});

/** Valid course states: completed prefix at 100, at most one current right after it. */
const course = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.integer({ min: 0, max: n }),
      fc.array(fc.integer({ min: 0, max: PROGRESS_MAX }), { minLength: n, maxLength: n }),
      fc.boolean(),
    ),
  )
  .map(([n, done, progresses, hasCurrent]) =>
    Array.from({ length: n }, (_, i): ChapterProgress => {
      if (i < done) return ch(i + 1, PROGRESS_MAX, { is_completed: true });
      const progress = Math.min(progresses[i] ?? 0, PROGRESS_MAX - PROGRESS_STEP);
      return ch(i + 1, progress, { is_current: hasCurrent && i === done });
    }),
  );

describe('completeUnit laws', () => {
  it('progress never exceeds 100 and never decreases; completion is permanent; order is kept', () => {
    fc.assert(
      fc.property(
        course,
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 30 }),
        (start, ids) => {
          let state = start;
          for (const id of ids) {
            const next = completeUnit(state, id);
            expect(next.map((c) => c.id)).toEqual(state.map((c) => c.id));
            next.forEach((c, i) => {
              const prev = state[i]!;
              expect(c.progress).toBeLessThanOrEqual(PROGRESS_MAX);
              expect(c.progress).toBeGreaterThanOrEqual(prev.progress);
              if (prev.is_completed) expect(c.is_completed).toBe(true);
              expect(c.is_completed).toBe(c.progress === PROGRESS_MAX);
              if (c.id !== id) expect(c.progress).toBe(prev.progress);
            });
            expect(next.filter((c) => c.is_current).length).toBeLessThanOrEqual(1);
            expect(next.some((c) => c.is_current && c.is_completed)).toBe(false);
            state = next;
          }
        },
      ),
    );
  });

  it('the touched chapter gains exactly min(20, room left) unless it was completed', () => {
    fc.assert(
      fc.property(course, fc.nat(), (start, pick) => {
        const target = start[pick % start.length]!;
        const after = completeUnit(start, target.id).find((c) => c.id === target.id)!;
        const expected = target.is_completed
          ? PROGRESS_MAX
          : Math.min(PROGRESS_MAX, target.progress + PROGRESS_STEP);
        expect(after.progress).toBe(expected);
      }),
    );
  });

  it('completing the current chapter moves current to the next chapter if it exists', () => {
    fc.assert(
      fc.property(course, (start) => {
        const i = start.findIndex((c) => c.is_current);
        fc.pre(i !== -1);
        let state = start;
        for (let k = 0; k < PROGRESS_MAX / PROGRESS_STEP; k++) state = completeUnit(state, i + 1);
        expect(state[i]!.is_completed).toBe(true);
        expect(state.findIndex((c) => c.is_current)).toBe(i + 1 < state.length ? i + 1 : -1);
      }),
    );
  });
});
