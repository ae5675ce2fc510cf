import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@web-ed/engine';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { validateCourse } from '@web-ed/schemas';
import { importFile, MAX_COURSE_ID } from './index';
import { fixture, importSources } from './testing/zip-folder';

const OPTS = { courseId: 9300, lang: 'id' };

const SOURCES = importSources().map(({ name, bytes }) => [name, bytes] as const);

describe('importFile', () => {
  it.each(SOURCES)('makes of %s a course that loads as the seeder loads one', (name, bytes) => {
    const { course } = importFile(name, bytes, OPTS);
    // As it would be stored in <lang>.json and read back.
    const stored = JSON.parse(JSON.stringify(course));
    expect(validateCourse(structuredClone(stored))).toBe(true);
    const loaded = loadContent(stored, validatingRegistry);
    expect(loaded.errors).toEqual([]);
    expect(loaded.questions.invalid).toBe(0);
    expect(loaded.questions.valid).toBeGreaterThan(0);
    expect(stored).toMatchObject({
      subject_id: 9300,
      subject_code: 'IMPORT-9300',
      lang: 'id',
      chapters: [{ id: 93001, tasks: [{ id: 930011 }] }],
    });
  });

  it('never throws on bad input: a report error and no course instead', () => {
    const inputs: [string, Uint8Array][] = [
      ['empty.h5p', new Uint8Array()],
      ['noise.bin', Uint8Array.from({ length: 500 }, (_, i) => (i * 7919) % 251)],
      ['pk.zip', Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3])],
      ['item.xml', strToU8('<assessmentItem')],
      ['other.zip', zipSync({ 'readme.txt': strToU8('hi') })],
    ];
    for (const [name, bytes] of inputs) {
      const r = importFile(name, bytes, OPTS);
      expect(r.course, name).toBeNull();
      expect(r.media).toEqual([]);
      expect(
        r.report.filter((e) => e.level === 'error'),
        name,
      ).not.toEqual([]);
    }
    expect(importFile('other.zip', inputs[4]![1], OPTS).report[0]!.message).toMatch(
      /neither h5p\.json .* nor imsmanifest\.xml/,
    );
    expect(importFile('noise.bin', inputs[1]![1], OPTS).report[0]!.message).toMatch(
      /not an H5P package/,
    );
  });

  it('refuses options the course cannot have', () => {
    const xml = fixture('qti/choice-single-3.0.xml');
    for (const opts of [
      { courseId: 0, lang: 'en' },
      { courseId: MAX_COURSE_ID + 1, lang: 'en' },
      { courseId: 1.5, lang: 'en' },
      { courseId: 1, lang: 'fr' },
    ])
      expect(importFile('a.xml', xml, opts)).toEqual({
        course: null,
        media: [],
        report: [
          { path: 'a.xml', level: 'error', message: expect.stringMatching(/^Cannot import: /) },
        ],
      });
    expect(importFile('a.xml', xml, { courseId: MAX_COURSE_ID, lang: 'en' }).course).not.toBeNull();
  });

  it('names the file by its base name in the report', () => {
    expect(importFile('/tmp/somewhere/empty.xml', new Uint8Array(), OPTS).report[0]!.path).toBe(
      'empty.xml',
    );
  });
});
