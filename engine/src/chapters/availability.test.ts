import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Chapter } from '@web-ed/schemas';
import {
  NEXT_LOOKAHEAD,
  findNextAvailable,
  findPreviousAvailable,
  isStartable,
  isVideoPublished,
  type NavigableChapter,
} from './availability';

const NOW = 1_700_000_000_000;

function open(flags: Partial<NavigableChapter> = {}): NavigableChapter {
  return {
    closest_review_time: 0,
    is_playable: true,
    is_completed: false,
    is_current: false,
    ...flags,
  };
}
const blocked = (): NavigableChapter => open({ is_playable: false });

describe('isVideoPublished', () => {
  it('true without a publish time', () => {
    expect(isVideoPublished({}, NOW)).toBe(true);
    expect(isVideoPublished({ video_published: null }, NOW)).toBe(true);
  });

  it('true only when published strictly earlier than server time', () => {
    expect(isVideoPublished({ video_published: NOW - 1 }, NOW)).toBe(true);
    expect(isVideoPublished({ video_published: NOW }, NOW)).toBe(false);
    expect(isVideoPublished({ video_published: NOW + 1 }, NOW)).toBe(false);
  });

  it('a publish time of 0 is a real time, not "none"', () => {
    expect(isVideoPublished({ video_published: 0 }, 0)).toBe(false);
    expect(isVideoPublished({ video_published: 0 }, 1)).toBe(true);
  });

  it('accepts a schema Chapter', () => {
    const chapter: Chapter = { id: 1, level: 1, title: 'A', tasks: [], video_published: NOW + 5 };
    expect(isVideoPublished(chapter, NOW)).toBe(false);
  });
});

describe('isStartable', () => {
  it('startable with no review time, playable, not completed', () => {
    expect(isStartable(open(), NOW)).toBe(true);
  });

  it('review time in the past or exactly now is startable; in the future is not', () => {
    expect(isStartable(open({ closest_review_time: NOW - 1 }), NOW)).toBe(true);
    expect(isStartable(open({ closest_review_time: NOW }), NOW)).toBe(true);
    expect(isStartable(open({ closest_review_time: NOW + 1 }), NOW)).toBe(false);
  });

  it('not startable when unplayable or completed', () => {
    expect(isStartable(open({ is_playable: false }), NOW)).toBe(false);
    expect(isStartable(open({ is_completed: true }), NOW)).toBe(false);
  });

  it('not startable before its video is published', () => {
    expect(isStartable(open({ video_published: NOW }), NOW)).toBe(false);
    expect(isStartable(open({ video_published: NOW - 1 }), NOW)).toBe(true);
  });

  it('is exactly the conjunction of the four conditions', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.nat(), { nil: undefined }),
        fc.nat(),
        (review, playable, done, video, now) => {
          const ch = {
            closest_review_time: review,
            is_playable: playable,
            is_completed: done,
            video_published: video,
          };
          const expected =
            (review === 0 || review <= now) &&
            playable &&
            !done &&
            (video === undefined || video < now);
          expect(isStartable(ch, now)).toBe(expected);
        },
      ),
    );
  });
});

describe('findPreviousAvailable', () => {
  it('searches backwards, unbounded, and returns the nearest', () => {
    const list = [open(), open(), blocked(), blocked(), blocked(), open()];
    expect(findPreviousAvailable(list, 5, NOW)).toBe(1);
    expect(findPreviousAvailable(list, 1, NOW)).toBe(0);
  });

  it('returns -1 at the start or when nothing before is startable', () => {
    expect(findPreviousAvailable([open(), open()], 0, NOW)).toBe(-1);
    expect(findPreviousAvailable([blocked(), blocked(), open()], 2, NOW)).toBe(-1);
    expect(findPreviousAvailable([], 0, NOW)).toBe(-1);
  });

  it('never returns fromIndex itself', () => {
    expect(findPreviousAvailable([blocked(), open()], 1, NOW)).toBe(-1);
  });

  it('respects the video publish time', () => {
    const list = [open(), open({ video_published: NOW + 1 }), open()];
    expect(findPreviousAvailable(list, 2, NOW)).toBe(0);
  });

  it('a fromIndex past the end searches from the last chapter', () => {
    expect(findPreviousAvailable([open(), blocked()], 10, NOW)).toBe(0);
  });
});

describe('findNextAvailable (normal mode)', () => {
  const normal = { searchMode: false };

  it('looks at the next two chapters only', () => {
    expect(NEXT_LOOKAHEAD).toBe(2);
    const list = [open(), blocked(), open(), open()];
    expect(findNextAvailable(list, 0, NOW, normal)).toBe(2);
    expect(findNextAvailable([open(), blocked(), blocked(), open()], 0, NOW, normal)).toBe(-1);
  });

  it('prefers the nearest', () => {
    expect(findNextAvailable([open(), open(), open()], 0, NOW, normal)).toBe(1);
  });

  it('stops at the end of the course', () => {
    expect(findNextAvailable([open(), open()], 1, NOW, normal)).toBe(-1);
    expect(findNextAvailable([open(), blocked()], 0, NOW, normal)).toBe(-1);
  });

  it('respects review time and video publish time', () => {
    const list = [open(), open({ closest_review_time: NOW + 1 }), open({ video_published: NOW })];
    expect(findNextAvailable(list, 0, NOW, normal)).toBe(-1);
  });

  it('ignores the current flag', () => {
    const list = [open(), open(), open(), open({ is_current: true })];
    expect(findNextAvailable(list, 0, NOW, normal)).toBe(1);
  });
});

describe('findNextAvailable (search mode)', () => {
  const search = { searchMode: true };

  it('scans from the current chapter (included) to the end, ignoring fromIndex', () => {
    const list = [open(), open(), blocked(), blocked(), open({ is_current: true }), open()];
    expect(findNextAvailable(list, 0, NOW, search)).toBe(4);
    const later = [
      open(),
      open({ is_current: true, is_playable: false }),
      blocked(),
      blocked(),
      blocked(),
      open(),
    ];
    expect(findNextAvailable(later, 0, NOW, search)).toBe(5);
  });

  it('does not look before the current chapter', () => {
    const list = [open(), blocked(), open({ is_current: true, is_completed: true })];
    expect(findNextAvailable(list, 0, NOW, search)).toBe(-1);
  });

  it('falls back to scanning after fromIndex when no chapter is current', () => {
    const list = [open(), blocked(), blocked(), blocked(), open()];
    expect(findNextAvailable(list, 0, NOW, search)).toBe(4);
    expect(findNextAvailable(list, 4, NOW, search)).toBe(-1);
  });
});

const chapterArb = fc.record({
  closest_review_time: fc.constantFrom(0, NOW - 1, NOW + 1),
  is_playable: fc.boolean(),
  is_completed: fc.boolean(),
  is_current: fc.constant(false),
  video_published: fc.constantFrom(undefined, null, NOW - 1, NOW),
});
const courseArb = fc
  .tuple(fc.array(chapterArb, { maxLength: 10 }), fc.nat())
  .map(([list, pick]) =>
    list.map((c, i) => ({ ...c, is_current: list.length > 0 && i === pick % list.length })),
  );

describe('navigation laws', () => {
  it('previous is the greatest startable index below fromIndex', () => {
    fc.assert(
      fc.property(courseArb, fc.integer({ min: 0, max: 12 }), (list, from) => {
        const found = findPreviousAvailable(list, from, NOW);
        const expected = list
          .map((c, i) => (i < from && isStartable(c, NOW) ? i : -1))
          .reduce((a, b) => Math.max(a, b), -1);
        expect(found).toBe(expected);
      }),
    );
  });

  it('normal next is the first startable index in (fromIndex, fromIndex + 2]', () => {
    fc.assert(
      fc.property(courseArb, fc.integer({ min: -1, max: 12 }), (list, from) => {
        const found = findNextAvailable(list, from, NOW, { searchMode: false });
        const expected = list.findIndex((c, i) => i > from && i <= from + 2 && isStartable(c, NOW));
        expect(found).toBe(expected);
      }),
    );
  });

  it('search next is the first startable index at or after the current chapter', () => {
    fc.assert(
      fc.property(courseArb, fc.integer({ min: 0, max: 12 }), (list, from) => {
        fc.pre(list.length > 0);
        const current = list.findIndex((c) => c.is_current);
        const found = findNextAvailable(list, from, NOW, { searchMode: true });
        expect(found).toBe(list.findIndex((c, i) => i >= current && isStartable(c, NOW)));
      }),
    );
  });
});
