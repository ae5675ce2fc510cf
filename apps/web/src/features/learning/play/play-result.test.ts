import { describe, expect, it } from 'vitest';
import { record } from '@web-ed/engine/testing';
import { answeredResult } from './play-result';
import type { MinigameFinishResponse } from '@web-ed/api-client';
import type { LastResult } from '../../../lib/store';

type Result = MinigameFinishResponse['results'][number];

/** The server's answer to a batch, as the wire sends it. */
const answer = (
  totals: MinigameFinishResponse['total_rewards'],
  results: Omit<Result, 'task_id' | 'status'>[],
): MinigameFinishResponse => ({
  bDone: true,
  iMessageCode: 1,
  total_rewards: totals,
  results: results.map((r) => ({ task_id: 10111, status: 'accepted', ...r })),
  missions_completed: [],
});

const play = record({ session: 'this', points: 70, is_complete: true });
const local: LastResult = {
  taskTitle: 'Greetings',
  subjectId: 101,
  chapterId: 1011,
  stars: 2,
  points: 70,
  correct: 7,
  total: 10,
  rewards: null,
  chapterProgress: null,
  missionsCompleted: [],
};

describe('answeredResult', () => {
  it("shows this play's points when the batch also carried a play kept offline before", () => {
    const result = answeredResult(local, play, 20, {
      sent: 2,
      removed: 2,
      subjects: [101],
      response: answer({ total_points: 160, total_diamond: 3, total_vote: 0 }, [
        { session: 'earlier', points: 90, stars: 3, chapter_progress: 20 },
        { session: 'this', points: 70, stars: 2, chapter_progress: 40 },
      ]),
    });
    expect(result.rewards).toEqual({ points: 70, diamonds: 3, votes: 0 });
    expect(result.chapterProgress).toBe(40);
  });

  it("shows this play's points when it is the resend of a play whose answer was lost", () => {
    // The first send was stored, its answer never arrived; the resend is a duplicate, no rewards.
    const result = answeredResult(local, play, 20, {
      sent: 1,
      removed: 1,
      subjects: [101],
      response: answer({ total_points: 0, total_diamond: 0, total_vote: 0 }, [
        { session: 'this', points: 70 },
      ]),
    });
    expect(result.rewards?.points).toBe(70);
    expect(result.points).toBe(70);
  });

  it('keeps the local result, pending, when the server confirmed nothing', () => {
    const result = answeredResult(local, play, 20, {
      sent: 1,
      removed: 0,
      subjects: [],
      response: null,
    });
    expect(result.rewards).toBeNull();
    expect(result.points).toBe(70);
    expect(result.chapterProgress).toBe(40);
  });
});
