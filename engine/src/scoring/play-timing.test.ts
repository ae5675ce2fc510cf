import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPlayTiming, MIN_MS_PER_ANSWER } from './play-timing';

const NOW = Date.UTC(2026, 10, 25, 12);

/** A play of `n` answers, one every `gap` ms, that ended `ago` ms before now. */
function play(n: number, gap: number, ago = 60_000) {
  const started = NOW - ago - n * gap;
  return {
    timestamp_started: started,
    timestamp_finished: started + n * gap,
    answers: Array.from({ length: n }, (_, i) => ({
      question_id: `q${i}`,
      timestamp_show: started + i * gap,
      timestamp_answered: (started + (i + 1) * gap) as number | null,
    })),
  };
}

describe('checkPlayTiming', () => {
  it('accepts a play at a human pace', () => {
    expect(checkPlayTiming(play(10, 4_000))).toEqual({ plausible: true });
  });

  it('refuses ten answers in under half a second', () => {
    const verdict = checkPlayTiming(play(10, 45));
    expect(verdict).toEqual({
      plausible: false,
      reason: '10 answers in 450 ms: faster than anyone can play',
    });
  });

  it('refuses an answer before its question was shown', () => {
    const p = play(3, 2_000);
    p.answers[1]!.timestamp_answered = p.answers[1]!.timestamp_show - 1;
    expect(checkPlayTiming(p)).toMatchObject({
      plausible: false,
      reason: 'question "q1" was answered before it was shown',
    });
  });

  it('refuses a play that ends before it starts', () => {
    const backwards = { ...play(2, 2_000), timestamp_finished: NOW - 10_000_000 };
    expect(checkPlayTiming(backwards)).toEqual({
      plausible: false,
      reason: 'the play finished before it started',
    });
  });

  it('never compares with the server clock: a phone years off still plays', () => {
    const years = 3 * 365 * 86_400_000;
    expect(checkPlayTiming(play(10, 4_000, years)).plausible).toBe(true);
    expect(checkPlayTiming(play(10, 4_000, -years)).plausible).toBe(true);
  });

  it('an unfinished play (timestamp_finished 0) and unanswered questions are not timed', () => {
    const unfinished = { ...play(5, 2_000), timestamp_finished: 0 };
    expect(checkPlayTiming(unfinished).plausible).toBe(true);
    const p = play(4, 10);
    for (const a of p.answers) a.timestamp_answered = null;
    expect(checkPlayTiming(p).plausible).toBe(true);
  });

  it('decides by the pace alone: at or above the floor passes, below it fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 5_000 }), (n, gap) => {
        expect(checkPlayTiming(play(n, gap)).plausible).toBe(gap >= MIN_MS_PER_ANSWER);
      }),
    );
  });
});
