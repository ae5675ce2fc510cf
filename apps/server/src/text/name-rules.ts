/**
 * The name rules of section 5, pure (no I/O): 3 to 50 characters, letters a-z and digits only
 * (either case), and no rude word. Rude words: obscenity's English dataset with its recommended
 * transformers (lookalike letters, leetspeak, repeated letters: "f4ck", "fuuuck", "ʃυck") plus our
 * own lists for Indonesian, Malay, Thai and Hindi (romanised) in ./banned-words, read the same way
 * except that any repeated letter counts once ("kontoool"), unless the pattern itself doubles one.
 *
 * Result codes are the spec's server message codes for names: 1 the format is wrong (length or
 * characters), 2 a rude word. Leading and trailing spaces are trimmed before the check.
 */
import {
  assignIncrementingIds,
  collapseDuplicatesTransformer,
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import { NAME_MAX, NAME_MIN } from '@web-ed/engine';
import { englishExtra } from './banned-words/en';
import { hindi } from './banned-words/hi';
import { indonesian } from './banned-words/id';
import { malay } from './banned-words/ms';
import { thai } from './banned-words/th';
import type { BannedWords } from './banned-words/types';

export const NAME_CODE = { format: 1, rude: 2 } as const;

export type NameCheck =
  | { ok: true; name: string }
  | { ok: false; code: 1; reason: 'length' | 'characters'; message: string }
  | { ok: false; code: 2; reason: 'rude'; message: string };

export const BANNED_WORD_LISTS: readonly BannedWords[] = [
  englishExtra,
  indonesian,
  malay,
  thai,
  hindi,
];

/** Which list a match came from (for tests and logs; never shown to the student). */
export interface RudeMatch {
  lang: BannedWords['lang'];
  /** The pattern, or obscenity's English word. */
  word: string;
}

interface OurMatcher {
  matcher: RegExpMatcher;
  terms: RudeMatch[];
}

interface Matchers {
  englishSet: DataSet<{ originalWord: string }>;
  english: RegExpMatcher;
  ours: OurMatcher[];
}

let matchers: Matchers | null = null;

/** Repeated letters count once ("kontoool" is "kontol"): for our patterns spelt with single letters. */
const singleLetterTransformers = [
  resolveConfusablesTransformer(),
  resolveLeetSpeakTransformer(),
  toAsciiLowerCaseTransformer(),
  collapseDuplicatesTransformer({ defaultThreshold: 1 }),
];

/** A pattern spelt with a doubled letter ("hee", "eedok") needs obscenity's English thresholds instead. */
export function hasDoubledLetter(pattern: string): boolean {
  return /([a-z])\1/.test(pattern);
}

/** The matcher and transformers a pattern of our lists is checked with. */
export function ourMatcherFor(
  patterns: readonly string[],
  allowed: readonly string[],
  doubled: boolean,
): RegExpMatcher {
  return new RegExpMatcher({
    blacklistedTerms: assignIncrementingIds(patterns.map((p) => parseRawPattern(p))),
    whitelistedTerms: [...allowed],
    ...(doubled
      ? englishRecommendedTransformers
      : {
          blacklistMatcherTransformers: singleLetterTransformers,
          whitelistMatcherTransformers: englishRecommendedTransformers.whitelistMatcherTransformers,
        }),
  });
}

function build(): Matchers {
  // Obscenity's bare "porn" is dropped for the longer forms of en.ts (Thai names: Siriporn).
  const englishSet = new DataSet<{ originalWord: string }>()
    .addAll(englishDataset as unknown as DataSet<{ originalWord: string }>)
    .removePhrasesIf((phrase) => phrase.metadata?.originalWord === 'porn');
  const english = englishSet.build();
  const allowed = BANNED_WORD_LISTS.flatMap((list) => list.allowed);
  const all = BANNED_WORD_LISTS.flatMap((list) =>
    list.patterns.map((word) => ({ lang: list.lang, word })),
  );
  const ours = [false, true].map((doubled) => {
    const terms = all.filter((t) => hasDoubledLetter(t.word) === doubled);
    return {
      matcher: ourMatcherFor(
        terms.map((t) => t.word),
        allowed,
        doubled,
      ),
      terms,
    };
  });
  return {
    englishSet,
    english: new RegExpMatcher({
      ...english,
      whitelistedTerms: [...(english.whitelistedTerms ?? []), ...allowed],
      ...englishRecommendedTransformers,
    }),
    ours,
  };
}

/**
 * The first rude word in `text`, or null. The text is also checked with its digit runs read as
 * word breaks, so "asu99" is caught by a whole-word pattern (digits are otherwise read as leetspeak).
 */
export function rudeWordIn(text: string): RudeMatch | null {
  matchers ??= build();
  const { englishSet, english, ours } = matchers;
  const variants = [text];
  const split = text.replace(/[0-9]+/g, ' ');
  if (split !== text) variants.push(split);
  for (const variant of variants) {
    for (const { matcher, terms } of ours) {
      const mine = matcher.getAllMatches(variant, true)[0];
      if (mine) return terms[mine.termId] ?? { lang: 'en', word: '?' };
    }
    const theirs = english.getAllMatches(variant, true)[0];
    if (theirs) {
      const word =
        englishSet.getPayloadWithPhraseMetadata(theirs).phraseMetadata?.originalWord ?? '?';
      return { lang: 'en', word };
    }
  }
  return null;
}

export function checkName(input: string): NameCheck {
  const name = input.trim();
  if (name.length < NAME_MIN || name.length > NAME_MAX) {
    return {
      ok: false,
      code: NAME_CODE.format,
      reason: 'length',
      message: `Name must be ${NAME_MIN} to ${NAME_MAX} characters long`,
    };
  }
  if (!/^[a-z0-9]+$/i.test(name)) {
    return {
      ok: false,
      code: NAME_CODE.format,
      reason: 'characters',
      message: 'Name may contain only the letters a-z and digits',
    };
  }
  if (rudeWordIn(name)) {
    return {
      ok: false,
      code: NAME_CODE.rude,
      reason: 'rude',
      message: 'Name contains a word that is not allowed',
    };
  }
  return { ok: true, name };
}
