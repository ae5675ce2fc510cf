import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Deep, headerSafe, mutate, mutation, toJson, withOwnKey } from './hostile-values';

describe('hostile values', () => {
  it('writes deep nesting as JSON text that parses to that depth', () => {
    const text = toJson({ records: [new Deep(5_000, 'array')], other: new Deep(3, 'object') })!;
    expect(text.endsWith(`1${']'.repeat(5_000)}],"other":{"a":{"a":{"a":1}}}}`)).toBe(true);
    let depth = 0;
    for (
      let v: unknown = (JSON.parse(text) as { records: unknown[] }).records[0];
      Array.isArray(v);
      v = v[0]
    )
      depth++;
    expect(depth).toBe(5_000);
  });

  it('keeps __proto__ as an own key that reaches the JSON text', () => {
    const o = withOwnKey({}, '__proto__', { polluted: 'yes' });
    expect(toJson(o)).toBe('{"__proto__":{"polluted":"yes"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('mutates a copy, one place at a time', () => {
    fc.assert(
      fc.property(mutation, (m) => {
        const original = { a: 1, b: [1, 2, { c: 'x' }] };
        const copy = structuredClone(original);
        const changed = mutate(copy, m);
        expect(copy).toEqual(original);
        // Something differs, unless the mutation put back an equal value.
        if (m.op !== 'replace') expect(toJson(changed)).not.toBe(toJson(original));
      }),
      { numRuns: 200, seed: 3 },
    );
  });

  it('keeps header values to what an HTTP parser passes on', () => {
    expect(headerSafe('a\r\nSet-Cookie: x\u0000é😀')).toBe('a??Set-Cookie: x?é??');
  });
});
