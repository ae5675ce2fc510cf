import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { courseMatchesSelector, parseCourseSelector } from './selector';

describe('parseCourseSelector', () => {
  it('parses a single id', () => {
    expect(parseCourseSelector('413')).toEqual({ kind: 'single', course: 413 });
    expect(parseCourseSelector(' 413 ')).toEqual({ kind: 'single', course: 413 });
  });

  it('parses any and any_2, case-insensitively', () => {
    expect(parseCourseSelector('any')).toEqual({ kind: 'any' });
    expect(parseCourseSelector('ANY')).toEqual({ kind: 'any' });
    expect(parseCourseSelector('any_2')).toEqual({ kind: 'any_2' });
    expect(parseCourseSelector('Any_2')).toEqual({ kind: 'any_2' });
  });

  it('parses a comma list, ignoring spaces around items', () => {
    expect(parseCourseSelector('413,414,415')).toEqual({ kind: 'list', courses: [413, 414, 415] });
    expect(parseCourseSelector('413, 414 ,415')).toEqual({
      kind: 'list',
      courses: [413, 414, 415],
    });
  });

  it('collapses duplicate ids in a list', () => {
    expect(parseCourseSelector('413,414,413')).toEqual({ kind: 'list', courses: [413, 414] });
  });

  it('parses a group of one or more ids joined by underscores', () => {
    expect(parseCourseSelector('group_413_414')).toEqual({ kind: 'group', courses: [413, 414] });
    expect(parseCourseSelector('GROUP_7')).toEqual({ kind: 'group', courses: [7] });
    expect(parseCourseSelector('group_5_5_6')).toEqual({ kind: 'group', courses: [5, 6] });
  });

  it.each([
    '',
    '   ',
    'abc',
    '0',
    '-3',
    '4.5',
    '1e3',
    '413,',
    ',413',
    '413,,414',
    '413,abc',
    'group_',
    'group_413__414',
    'group_413_',
    'group_413,414',
    '413,group_414_415',
    'any_3',
    'any,413',
    'group 413',
    '99999999999999999999',
  ])('rejects %j as invalid, keeping the raw string', (raw) => {
    expect(parseCourseSelector(raw)).toEqual({ kind: 'invalid', raw });
  });
});

describe('courseMatchesSelector', () => {
  it('single matches only its course', () => {
    const sel = parseCourseSelector('413');
    expect(courseMatchesSelector(sel, 413)).toBe(true);
    expect(courseMatchesSelector(sel, 414)).toBe(false);
  });

  it('any and any_2 match every course', () => {
    expect(courseMatchesSelector(parseCourseSelector('any'), 1)).toBe(true);
    expect(courseMatchesSelector(parseCourseSelector('any_2'), 999)).toBe(true);
  });

  it('list and group match their members only', () => {
    for (const raw of ['413,414', 'group_413_414']) {
      const sel = parseCourseSelector(raw);
      expect(courseMatchesSelector(sel, 413)).toBe(true);
      expect(courseMatchesSelector(sel, 414)).toBe(true);
      expect(courseMatchesSelector(sel, 415)).toBe(false);
    }
  });

  it('invalid matches nothing', () => {
    expect(courseMatchesSelector(parseCourseSelector('oops'), 413)).toBe(false);
  });
});

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 6 });

describe('selector laws', () => {
  it('a comma list round-trips and matches exactly its ids', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 100_000 }), (list, probe) => {
        const sel = parseCourseSelector(list.join(','));
        expect(sel).toEqual({ kind: 'list', courses: list });
        expect(courseMatchesSelector(sel, probe)).toBe(list.includes(probe));
      }),
    );
  });

  it('a group round-trips and matches exactly its ids', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 100_000 }), (list, probe) => {
        const sel = parseCourseSelector(`group_${list.join('_')}`);
        expect(sel).toEqual({ kind: 'group', courses: list });
        expect(courseMatchesSelector(sel, probe)).toBe(list.includes(probe));
      }),
    );
  });

  it('never throws, and invalid keeps the raw input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const sel = parseCourseSelector(s);
        if (sel.kind === 'invalid') expect(sel.raw).toBe(s);
      }),
    );
  });
});
