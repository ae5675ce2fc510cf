/** Reading a fill-in-the-blanks text: where its blanks are, and how an entry is tidied. */
import { DEFAULT_LANG, type Lang } from '@web-ed/engine';
import type { FillBlanksBlank, FillBlanksContent } from '@web-ed/schemas';

export interface PlacedBlank {
  blank: FillBlanksBlank;
  /** Its position in `segments`, for content issue paths. */
  at: number;
}

/** The blanks in text order: the answer has one entry per blank, in this order. */
export function blanksOf(content: FillBlanksContent): PlacedBlank[] {
  return content.segments.flatMap((s, at) => (typeof s === 'string' ? [] : [{ blank: s, at }]));
}

/** Whether capitals count in this blank: its own rule, else the question's, else not. */
export const caseSensitiveOf = (content: FillBlanksContent, blank: FillBlanksBlank): boolean =>
  blank.case_sensitive ?? content.case_sensitive ?? false;

/** Spaces at the ends dropped and every run of whitespace one space: how entries are read. */
export const tidy = (text: string): string => text.normalize('NFC').trim().replace(/\s+/gu, ' ');

/**
 * The bank's words in alphabetical order: how the view shows them and how a secret question
 * sends them, so that the order an author wrote (often the blanks' order) gives nothing away.
 */
export const inBankOrder = (bank: readonly string[], lang: Lang = DEFAULT_LANG): string[] =>
  [...bank].sort(new Intl.Collator(lang).compare);
