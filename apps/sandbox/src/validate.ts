/**
 * Validates what the author typed exactly as the app will load it: the engine's parseJson and
 * loadContent with the real plugin registry. Each error gets the line it points at.
 */
import { parseTree, type ParseError } from 'jsonc-parser';
import { loadContent, parseJson, type LoadResult, type PluginRegistry } from '@web-ed/engine';
import { locatePointer, spanAt, type TextSpan } from './locate';

export interface LocatedError {
  path: string;
  message: string;
  span: TextSpan | null;
}

export interface Validation {
  errors: LocatedError[];
  /** null when the text is not JSON. */
  result: LoadResult | null;
}

const STRICT_JSON = { disallowComments: true, allowTrailingComma: false } as const;

/** Offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * Where a syntax error is. The engine writes the place into its message (for a trailing comma,
 * the comma, not the bracket after it); reading it back keeps the line badge and the message in
 * agreement. jsonc-parser's first error is the fallback.
 */
function syntaxSpan(text: string, message: string): TextSpan | null {
  const place = /\(line (\d+), column (\d+)\)/.exec(message);
  if (place) return spanAt(text, offsetOf(text, Number(place[1]), Number(place[2])), 1);
  const syntax: ParseError[] = [];
  parseTree(text, syntax, STRICT_JSON);
  const first = syntax[0];
  return first ? spanAt(text, first.offset, Math.max(1, first.length)) : null;
}

export function validateText(text: string, registry: PluginRegistry): Validation {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    return {
      errors: parsed.errors.map((e) => ({ ...e, span: syntaxSpan(text, e.message) })),
      result: null,
    };
  }
  const result = loadContent(parsed.value, registry);
  const tree = parseTree(text, [], STRICT_JSON);
  return {
    errors: result.errors.map((e) => ({ ...e, span: locatePointer(text, tree, e.path) })),
    result,
  };
}
