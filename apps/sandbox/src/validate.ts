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

export function validateText(text: string, registry: PluginRegistry): Validation {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const syntax: ParseError[] = [];
    parseTree(text, syntax, STRICT_JSON);
    const first = syntax[0];
    const span = first ? spanAt(text, first.offset, Math.max(1, first.length)) : null;
    return { errors: parsed.errors.map((e) => ({ ...e, span })), result: null };
  }
  const result = loadContent(parsed.value, registry);
  const tree = parseTree(text, [], STRICT_JSON);
  return {
    errors: result.errors.map((e) => ({ ...e, span: locatePointer(text, tree, e.path) })),
    result,
  };
}
