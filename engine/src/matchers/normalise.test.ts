import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { normaliseAnswer, MAX_SPELLED_DIGITS } from './normalise';
import { SUPPORTED_LANGS, type Lang } from './lang';

const langArb = fc.constantFrom<Lang>(...SUPPORTED_LANGS);

// Mix of plain text, digits, punctuation, whitespace and non-Latin scripts so
// the properties exercise every step of the pipeline.
const answerArb = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc
    .array(
      fc.constantFrom(
        'Hello',
        'don\u2019t',
        "it's",
        '21',
        '3rd',
        '007',
        '-',
        '\u2010',
        ',',
        '.',
        '!',
        '?',
        '"',
        "'",
        ' ',
        '\n',
        '\t',
        '\u00a0',
        'A-B',
        'ก',
        '\u0e48',
        '\u0e52',
        '\u0967',
        'ज़',
        '\u095b',
        'É',
        'e\u0301',
        '\u0301',
        '\u0e38',
        '4',
        'İ',
        '1234567890123456',
        'anak-anak',
        '(',
        ')',
        '\u0964',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

describe('normaliseAnswer', () => {
  it('trims, lowercases and collapses whitespace including newlines', () => {
    expect(normaliseAnswer('  Hello \n\n  World\t ', 'en')).toBe('hello world');
    expect(normaliseAnswer('A\r\nB\u00a0C', 'id')).toBe('a b c');
  });

  it('lowercases without locale rules (Turkish dotted I is not special-cased)', () => {
    expect(normaliseAnswer('I', 'en')).toBe('i');
    expect(normaliseAnswer('SAYA', 'id')).toBe('saya');
  });

  it('spells standalone integers in the given language', () => {
    expect(normaliseAnswer('I have 2 cats', 'en')).toBe('i have two cats');
    expect(normaliseAnswer('saya punya 2 kucing', 'id')).toBe('saya punya dua kucing');
    expect(normaliseAnswer('saya ada 2 kucing', 'ms')).toBe('saya ada dua kucing');
    expect(normaliseAnswer('105', 'id')).toBe('seratus lima');
    expect(normaliseAnswer('21', 'th')).toBe('ยี่สิบเอ็ด');
    expect(normaliseAnswer('21', 'hi')).toBe('इक्कीस');
    expect(normaliseAnswer('0', 'en')).toBe('zero');
  });

  it('spells the English hyphenated form with spaces, and treats user hyphens the same', () => {
    expect(normaliseAnswer('21', 'en')).toBe('twenty one');
    expect(normaliseAnswer('twenty-one', 'en')).toBe('twenty one');
    expect(normaliseAnswer('Twenty\u2010One', 'en')).toBe('twenty one');
    expect(normaliseAnswer('105', 'en')).toBe('one hundred five');
  });

  it('keeps hyphens outside English (Indonesian/Malay reduplication is meaningful)', () => {
    expect(normaliseAnswer('anak-anak', 'id')).toBe('anak-anak');
    expect(normaliseAnswer('kanak-kanak', 'ms')).toBe('kanak-kanak');
  });

  it('spells digit runs glued to words, splitting them off in spaced languages', () => {
    expect(normaliseAnswer('3rd', 'en')).toBe('three rd');
    expect(normaliseAnswer('abc12def', 'en')).toBe('abc twelve def');
    expect(normaliseAnswer('มี2ตัว', 'th')).toBe('มีสองตัว');
  });

  it('ignores leading zeros when spelling', () => {
    expect(normaliseAnswer('007', 'en')).toBe('seven');
  });

  it('converts Thai and Devanagari digits like ASCII digits', () => {
    expect(normaliseAnswer('๒๑', 'th')).toBe(normaliseAnswer('21', 'th'));
    expect(normaliseAnswer('२१', 'hi')).toBe(normaliseAnswer('21', 'hi'));
  });

  it('leaves integers longer than the spelling limit as digits', () => {
    const long = '9'.repeat(MAX_SPELLED_DIGITS + 1);
    expect(normaliseAnswer(long, 'ms')).toBe(long);
    expect(normaliseAnswer('9'.repeat(MAX_SPELLED_DIGITS), 'ms')).not.toMatch(/undefined|[0-9]/);
  });

  it('strips surrounding punctuation but keeps inner apostrophes', () => {
    expect(normaliseAnswer('"Hello, world!"', 'en')).toBe('hello world');
    expect(normaliseAnswer("Don't stop; ok?", 'en')).toBe("don't stop ok");
    expect(normaliseAnswer("'quoted'", 'en')).toBe('quoted');
    expect(normaliseAnswer('नमस्ते।', 'hi')).toBe('नमस्ते');
    expect(normaliseAnswer(' ... ', 'en')).toBe('');
  });

  it('treats typographic apostrophes as plain ones', () => {
    expect(normaliseAnswer('don\u2019t', 'en')).toBe("don't");
  });

  it('canonicalises Unicode so precomposed and decomposed forms agree', () => {
    expect(normaliseAnswer('caf\u00e9', 'en')).toBe(normaliseAnswer('cafe\u0301', 'en'));
    expect(normaliseAnswer('\u095b', 'hi')).toBe(normaliseAnswer('\u091c\u093c', 'hi'));
  });

  it('stays canonical when a spelled number meets a following combining mark', () => {
    // "สี่" ends in a tone mark (ccc 107); a following U+0E38 (ccc 103) must be reordered.
    const once = normaliseAnswer('4\u0e38', 'th');
    expect(once).toBe(once.normalize('NFC'));
    expect(normaliseAnswer(once, 'th')).toBe(once);
  });

  it('falls back to English for an unknown language', () => {
    expect(normaliseAnswer('21', 'fr' as Lang)).toBe('twenty one');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(answerArb, langArb, (text, lang) => {
        const once = normaliseAnswer(text, lang);
        expect(normaliseAnswer(once, lang)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves edge whitespace, double spaces or newlines', () => {
    fc.assert(
      fc.property(answerArb, langArb, (text, lang) => {
        const out = normaliseAnswer(text, lang);
        expect(out).toBe(out.trim());
        expect(out).not.toMatch(/\s\s|[\n\r\t]/);
      }),
    );
  });

  it('is insensitive to ASCII case and surrounding whitespace', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string().filter((s) => /^\s*$/.test(s)),
        langArb,
        (text, ws, lang) => {
          expect(normaliseAnswer(ws + text.toUpperCase() + ws, lang)).toBe(
            normaliseAnswer(text.toLowerCase(), lang),
          );
        },
      ),
    );
  });

  it('never leaves short ASCII integers unspelled', () => {
    fc.assert(
      fc.property(fc.nat(), langArb, (n, lang) => {
        expect(normaliseAnswer(`x ${n} y`, lang)).not.toMatch(/[0-9]/);
      }),
    );
  });
});
