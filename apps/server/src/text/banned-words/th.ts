import type { BannedWords } from './types';

/**
 * Thai, romanised (names are letters a-z and digits only, so Thai script never reaches the check):
 * the usual chat spellings of the common vulgar words and insults. Most are short and hide in
 * ordinary names (hia in "Sophia", yed in "Sayed", kuay in "kuay teow"), so they need boundaries.
 */
export const thai: BannedWords = {
  lang: 'th',
  patterns: [
    '|aihia|',
    '|ihia|',
    '|hia|',
    '|aisat|',
    '|aikwai|',
    '|aingo|',
    '|eedok|',
    '|idok|',
    '|hee|',
    '|karee|',
    '|kuay|',
    '|khuay|',
    '|kuy|',
    '|yed|',
    'yedmae',
    'yedmar',
  ],
  allowed: [],
};
