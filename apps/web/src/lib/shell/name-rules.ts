/**
 * Client-side name rules (section 5), the same as the server's format check: after trimming,
 * 3 to 50 characters (NAME_MIN, NAME_MAX), letters a–z (either case) and digits only. The server
 * also refuses rude words (message code 2); the client shows its answer. The hint
 * (i18n `onboarding:nameHint`, "3–50 letters a–z or digits") shows while the name is invalid.
 *
 * Popup titles show the name truncated to NAME_TRUNCATE (23) characters plus an ellipsis.
 */
import { NAME_MAX, NAME_MIN, NAME_TRUNCATE } from '@web-ed/engine';

export type NameHint = 'empty' | 'length' | 'characters';

export interface NameCheck {
  valid: boolean;
  /** Why it is invalid (null when valid). 'empty' lets a form not shout before typing starts. */
  hint: NameHint | null;
  /** The trimmed name, as the server will store it. */
  name: string;
}

const ALLOWED = /^[a-z0-9]+$/i;

export function checkName(input: string): NameCheck {
  const name = input.trim();
  if (name === '') return { valid: false, hint: 'empty', name };
  if (!ALLOWED.test(name)) return { valid: false, hint: 'characters', name };
  if (name.length < NAME_MIN || name.length > NAME_MAX)
    return { valid: false, hint: 'length', name };
  return { valid: true, hint: null, name };
}

export const ELLIPSIS = '…';

/** The first 23 characters (whole code points) and "…" when longer; shorter names unchanged. */
export function truncateName(name: string, max: number = NAME_TRUNCATE): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : name;
}
