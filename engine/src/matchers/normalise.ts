/**
 * Answer normalisation shared by the speaking, listening and mission matchers.
 *
 * Rule: answers are compared trimmed, lowercased, with every whitespace run
 * (newlines included) collapsed to one space, integers spelled as words in the
 * answer's language, and punctuation stripped from the edges of each word
 * (inner apostrophes such as "don't" survive). For English, hyphens become
 * spaces so "twenty-one" and "twenty one" compare equal.
 */
import { toCardinal as enCardinal } from 'n2words/en-US';
import { toCardinal as idCardinal } from 'n2words/id-ID';
import { toCardinal as thCardinal } from 'n2words/th-TH';
import { toCardinal as hiCardinal } from 'n2words/hi-IN';
import { toCardinal as msCardinal } from 'n2words/ms-MY';
import { resolveLang, type Lang } from './lang';

const CARDINALS: Record<Lang, (value: string) => string> = {
  en: enCardinal,
  id: idCardinal,
  th: thCardinal,
  hi: hiCardinal,
  ms: msCardinal,
};

/**
 * Longest integer (in significant digits) we spell out. n2words' Malay output
 * degrades to "undefined" past the trillions, so longer runs (phone numbers,
 * ids) are left as digits rather than turned into garbage.
 */
export const MAX_SPELLED_DIGITS = 15;

/** Thai writes without spaces between words, so spelled numbers are not padded. */
const UNSPACED_LANGS: ReadonlySet<Lang> = new Set<Lang>(['th']);

// Speech recognisers and phone keyboards emit typographic apostrophes.
const APOSTROPHE_VARIANTS = /[\u2018\u2019\u02bc\u0060\u00b4]/gu;

// Thai (U+0E50..) and Devanagari (U+0966..) digits, so "๒" and "२" spell like "2".
const NATIVE_DIGITS = /[\u0e50-\u0e59\u0966-\u096f]/gu;

const ASCII_DIGIT_RUN = /[0-9]+/g;

// ASCII hyphen-minus plus the Unicode hyphen / non-breaking hyphen.
const HYPHENS = /[-\u2010\u2011]/g;

const EDGE_PUNCTUATION = /^\p{P}+|\p{P}+$/gu;

function nativeDigitToAscii(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const zero = cp >= 0x0e50 && cp <= 0x0e59 ? 0x0e50 : 0x0966;
  return String(cp - zero);
}

function spellDigitRuns(text: string, lang: Lang): string {
  const toWords = CARDINALS[lang];
  const pad = UNSPACED_LANGS.has(lang) ? '' : ' ';
  return text.replace(ASCII_DIGIT_RUN, (run) => {
    const significant = run.replace(/^0+(?=\d)/, '');
    if (significant.length > MAX_SPELLED_DIGITS) return run;
    // Padding splits "3rd" into "three rd"; extra spaces collapse later.
    return pad + toWords(significant) + pad;
  });
}

export function normaliseAnswer(text: string, lang: Lang): string {
  const language = resolveLang(lang);
  let s = text.toLowerCase().normalize('NFC');
  s = s.replace(APOSTROPHE_VARIANTS, "'");
  s = s.replace(NATIVE_DIGITS, nativeDigitToAscii);
  s = spellDigitRuns(s, language);
  if (language === 'en') s = s.replace(HYPHENS, ' ');
  return (
    s
      .split(/\s+/u)
      .map((word) => word.replace(EDGE_PUNCTUATION, ''))
      .filter((word) => word.length > 0)
      .join(' ')
      // Spelled numbers and stripped punctuation create new neighbours for
      // combining marks; re-normalising keeps the result a fixed point.
      .normalize('NFC')
  );
}
