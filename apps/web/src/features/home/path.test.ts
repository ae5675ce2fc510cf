import { describe, expect, it } from 'vitest';
import type { ChapterSummary } from '@web-ed/api-client';
import { chapterSummary as ch } from '../../lib/test-support/chapter-summary';
import { chapterViews } from '../../lib/chapters';
import { homePath, nextStep } from './path';

const NOW = 1_700_000_000_000;

/** `n` chapters: the first `done` completed, the next one current. */
function course(n: number, done: number, over: Record<number, Partial<ChapterSummary>> = {}) {
  const list = Array.from({ length: n }, (_, i) =>
    ch(i + 1, { is_completed: i < done, is_current: i === done, ...over[i + 1] }),
  );
  return chapterViews(list, NOW);
}

const ids = (list: readonly { id: number }[]) => list.map((c) => c.id);

describe('nextStep', () => {
  it('is the current chapter of a new student', () => {
    expect(nextStep(course(4, 0), NOW)?.id).toBe(1);
  });

  it('is a due review before the current chapter', () => {
    const views = course(4, 2, { 1: { closest_review_time: NOW - 1 } });
    expect(views[0]?.display).toBe('review');
    expect(nextStep(views, NOW)?.id).toBe(1);
  });

  it('leaves a review that is not due yet alone', () => {
    expect(nextStep(course(4, 2, { 1: { closest_review_time: NOW + 1 } }), NOW)?.id).toBe(3);
  });

  it('waits for the current chapter’s video to be published (server time)', () => {
    const views = course(3, 1, { 2: { video_published: NOW + 60_000 } });
    expect(nextStep(views, NOW)).toBeNull();
    expect(nextStep(views, NOW + 60_001)?.id).toBe(2);
  });

  it('never offers a locked chapter', () => {
    // The current chapter has no content in this language: the next startable one is locked.
    expect(nextStep(course(3, 0, { 1: { is_playable: false } }), NOW)).toBeNull();
  });

  it('is null once every chapter is completed', () => {
    expect(nextStep(course(3, 3), NOW)).toBeNull();
  });
});

describe('homePath', () => {
  it('shows the first chapters to a new student', () => {
    const path = homePath(course(8, 0), NOW);
    expect(path.status).toBe('next');
    expect(path.next?.id).toBe(1);
    expect(ids(path.shown)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps one chapter before the next step in view', () => {
    expect(ids(homePath(course(8, 3), NOW).shown)).toEqual([3, 4, 5, 6, 7]);
  });

  it('moves back at the end of the course', () => {
    expect(ids(homePath(course(8, 7), NOW).shown)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shows a short course whole', () => {
    expect(ids(homePath(course(3, 1), NOW).shown)).toEqual([1, 2, 3]);
  });

  it('centres on a due review', () => {
    const path = homePath(course(10, 6, { 2: { closest_review_time: NOW - 1 } }), NOW);
    expect(path.next?.id).toBe(2);
    expect(ids(path.shown)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is done with the last chapters in view when the course is finished', () => {
    const path = homePath(course(6, 6), NOW);
    expect(path.status).toBe('done');
    expect(path.next).toBeNull();
    expect(ids(path.shown)).toEqual([2, 3, 4, 5, 6]);
  });

  it('says "later" when nothing can start yet, around the current chapter', () => {
    const path = homePath(course(6, 3, { 4: { video_published: NOW + 1 } }), NOW);
    expect(path.status).toBe('later');
    expect(ids(path.shown)).toEqual([2, 3, 4, 5, 6]);
  });

  it('is empty without chapters', () => {
    expect(homePath([], NOW)).toEqual({ shown: [], next: null, status: 'empty' });
  });
});
