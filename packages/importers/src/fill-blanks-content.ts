/**
 * Fill-in-the-blanks content from a converted text and its blanks, as H5P and QTI converters
 * build it. The player's loose rule (capitals, spacing and punctuation around words ignored)
 * cannot match an answer that has no words once punctuation goes (a sign: "+", "<"), so such a
 * blank is matched exactly; that only changes anything when its answers also hold letters, which
 * is reported.
 */
import { DEFAULT_LANG, normaliseAnswer } from '@web-ed/engine';
import type { FillBlanksBlank, FillBlanksContent } from '@web-ed/schemas';
import { compact } from './converted';

export interface BlankDraft {
  answers: string[];
  options?: string[];
  caseSensitive: boolean;
}

export interface FillBlanksDraft {
  segments: (string | BlankDraft)[];
  instruction?: string;
  bank?: string[];
  hint?: string;
  explanation?: string;
}

const MAX_INSTRUCTION = 300;

const wordless = (answer: string) => normaliseAnswer(answer, DEFAULT_LANG) === '';

/** The content, and what it changed of the source's rules (a message per blank, 1-based). */
export function fillBlanksContent(draft: FillBlanksDraft): {
  content: FillBlanksContent;
  notes: string[];
} {
  const notes: string[] = [];
  let n = 0;
  const blanks = draft.segments.map((s) => {
    if (typeof s === 'string') return s;
    n++;
    const sign = s.answers.find(wordless);
    if (s.caseSensitive || !sign) return s;
    if (s.answers.some((a) => a.toLowerCase() !== a.toUpperCase()))
      notes.push(
        `Blank ${n} is matched exactly, capitals included: its answer "${sign}" has no words for the loose rule to match.`,
      );
    return { ...s, caseSensitive: true };
  });
  const rules = new Set(blanks.flatMap((s) => (typeof s === 'string' ? [] : [s.caseSensitive])));
  // One rule for the question when every blank has it; else each blank its own.
  const shared = rules.size === 1 ? [...rules][0] : undefined;
  const segments = blanks.map((s): string | FillBlanksBlank =>
    typeof s === 'string'
      ? s
      : compact({
          answers: s.answers,
          options: s.options,
          case_sensitive: shared === undefined ? s.caseSensitive : undefined,
        }),
  );
  // An instruction too long for its field is shown as the text's first lines.
  const long = draft.instruction && draft.instruction.length > MAX_INSTRUCTION;
  if (long) segments.unshift(`${draft.instruction}\n\n`);
  return {
    content: compact({
      instruction: long ? undefined : draft.instruction || undefined,
      segments,
      bank: draft.bank,
      case_sensitive: shared || undefined,
      hint: draft.hint,
      explanation: draft.explanation,
    }),
    notes,
  };
}
