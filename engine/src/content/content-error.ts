/** Turns JSON syntax errors and ajv errors into what an author can act on: a JSON path and a sentence. */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { SchemaError } from '@web-ed/schemas';

export interface ContentError {
  /** JSON pointer into the document, "" for the whole document. */
  path: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

/**
 * JSON.parse, and on failure the line and column of the first syntax error, so a stray comma is
 * easy to find (engines word and place JSON.parse errors differently; jsonc-parser locates them).
 */
export function parseJson(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const found: ParseError[] = [];
    parse(text, found, {
      allowTrailingComma: false,
      disallowComments: true,
      allowEmptyContent: false,
    });
    const first = found[0];
    if (!first) return { ok: false, errors: [{ path: '', message: 'Not valid JSON' }] };
    const code = printParseErrorCode(first.error);
    // A closing bracket right after a comma: point at the comma, the author's actual mistake.
    const comma = /,\s*$/.exec(text.slice(0, first.offset));
    const trailing =
      comma !== null && (code === 'ValueExpected' || code === 'PropertyNameExpected');
    const offset = trailing ? comma.index : first.offset;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    const what = trailing
      ? 'trailing comma before a closing bracket'
      : (SYNTAX_ERRORS[code] ?? code);
    return {
      ok: false,
      errors: [{ path: '', message: `Not valid JSON (line ${line}, column ${column}): ${what}` }],
    };
  }
}

const SYNTAX_ERRORS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'a property name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing } is expected',
  CloseBracketExpected: 'a closing ] is expected',
  EndOfFileExpected: 'unexpected text after the end',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unfinished comment',
  UnexpectedEndOfString: 'unfinished string',
  UnexpectedEndOfNumber: 'unfinished number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

function describe(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `missing required field "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown field "${String(p.additionalProperty)}"`;
    case 'type':
      return `must be ${String(p.type).replace(',', ' or ')}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'minItems':
      return `needs at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `allows at most ${String(p.limit)} items`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'pattern':
      return `has characters that are not allowed (pattern ${String(p.pattern)})`;
    case 'uniqueItems':
      return `has duplicate items (${String(p.j)} and ${String(p.i)})`;
    default:
      return error.message ?? `fails "${error.keyword}"`;
  }
}

/** ajv errors, minus the noise of schema combinators, as readable ContentErrors under `prefix`. */
export function fromSchemaErrors(
  errors: readonly SchemaError[] | null | undefined,
  prefix = '',
): ContentError[] {
  const out: ContentError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'oneOf' || e.keyword === 'anyOf') continue;
    const err = { path: prefix + e.instancePath, message: describe(e) };
    const key = `${err.path}\u0000${err.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(err);
    }
  }
  return out;
}
