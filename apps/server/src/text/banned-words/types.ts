/**
 * A language's banned words for names, in obscenity's pattern syntax: letters match themselves
 * after the input is lower-cased, de-leeted (4→a, 3→e, 0→o, 1→i, 5→s …), de-confused (lookalike
 * letters) and collapsed: repeated letters count once, so spell words with single letters
 * ("kontol" also catches "kontoool"). A pattern that doubles a letter ("hee") is matched with
 * obscenity's English rule instead: only b, e, o, l, s, g may then be doubled, and count up to twice.
 * `|` at an end asks for a word boundary (start or end of the name, or a digit run, see
 * name-rules.ts): used for short words that hide inside ordinary names.
 * `allowed` are whole terms that contain a banned pattern but are fine (names, everyday words).
 */
export interface BannedWords {
  lang: 'id' | 'ms' | 'th' | 'hi' | 'en';
  patterns: readonly string[];
  allowed: readonly string[];
}
