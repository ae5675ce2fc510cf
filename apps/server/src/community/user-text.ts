/**
 * Checks a post, comment, report or appeal text (pure): trimmed, not empty, not too long, and no
 * banned word of the five languages (text/name-rules.ts, obscenity with our lists). Words are
 * checked one by one and as the whole text, so a rude word is found inside a sentence.
 */
import { rudeWordIn } from '../text/name-rules';

export const POST_MAX = 2000;
export const COMMENT_MAX = 500;
export const REASON_MAX = 500;

export type TextCheck =
  { ok: true; text: string } | { ok: false; reason: 'empty' | 'too_long' | 'banned_word' };

export function checkUserText(input: string, max: number): TextCheck {
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if ([...text].length > max) return { ok: false, reason: 'too_long' };
  if (rudeWordIn(text)) return { ok: false, reason: 'banned_word' };
  return { ok: true, text };
}
