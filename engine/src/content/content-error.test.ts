import { describe, expect, it } from 'vitest';
import { fromSchemaErrors, parseJson } from './content-error';

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('gives the line and column of a syntax error', () => {
    const r = parseJson('{\n  "a": 1,\n}');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]!.message).toBe(
        'Not valid JSON (line 2, column 9): trailing comma before a closing bracket',
      );
  });

  it('names other syntax errors', () => {
    const r = parseJson('{"a": tru}');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]!.message).toBe('Not valid JSON (line 1, column 7): unexpected character');
  });
});

describe('fromSchemaErrors', () => {
  it('prefixes paths, drops combinator noise and duplicates', () => {
    const e = { instancePath: '/x', schemaPath: '#', keyword: 'type', params: { type: 'string' } };
    const noise = { instancePath: '', schemaPath: '#', keyword: 'oneOf', params: {} };
    expect(fromSchemaErrors([e, e, noise], '/root')).toEqual([
      { path: '/root/x', message: 'must be string' },
    ]);
  });
});
