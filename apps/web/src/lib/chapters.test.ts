import { describe, expect, it } from 'vitest';
import { chapterSummary as ch } from './test-support/chapter-summary';
import { record } from '@web-ed/engine/testing';
import type { FinishRecord } from '@web-ed/schemas';
import { canPlay, chapterViews, nextChapter, withPendingPlays } from './chapters';

describe('chapter views', () => {
  it('uses the engine states and picks the current chapter next', () => {
    const views = chapterViews(
      [
        ch(1, { is_completed: true, closest_review_time: 5000 }),
        ch(2, { is_current: true }),
        ch(3),
      ],
      1000,
    );
    expect(views.map((v) => v.display)).toEqual(['completed', 'current', 'locked']);
    expect(nextChapter(views)?.id).toBe(2);
    expect(views.map(canPlay)).toEqual([true, true, false]);
  });

  it('prefers a due review', () => {
    const views = chapterViews(
      [ch(1, { is_completed: true, closest_review_time: 500 }), ch(2, { is_current: true })],
      1000,
    );
    expect(views[0]?.display).toBe('review');
    expect(nextChapter(views)?.id).toBe(1);
  });
});

describe('plays waiting in the outbox', () => {
  const play = (chapter_id: number, session: string, over: Partial<FinishRecord> = {}) =>
    record({
      subject_id: 201,
      chapter_id,
      session,
      is_complete: true,
      question_length: 1,
      ...over,
    });
  const course = () => [ch(2011, { is_current: true, progress: 60 }), ch(2012), ch(2013)];

  it('move their chapter as the server will, and a chapter completed offline unlocks the next', () => {
    const after = withPendingPlays(course(), 201, [play(2011, 'a'), play(2011, 'b')]);
    expect(after.map((c) => [c.id, c.progress, c.is_completed, c.is_current])).toEqual([
      [2011, 100, true, false],
      [2012, 0, false, true],
      [2013, 0, false, false],
    ]);
    expect(chapterViews(after, 0).map(canPlay)).toEqual([true, true, false]);
  });

  it('leave out unfinished plays, plays with questions unanswered and other courses’ plays', () => {
    const after = withPendingPlays(course(), 201, [
      play(2011, 'a', { is_complete: false }),
      play(2011, 'c', { question_length: 2 }),
      play(2011, 'b', { subject_id: 101 }),
    ]);
    expect(after).toEqual(course());
  });
});
