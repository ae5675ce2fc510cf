/**
 * What an attacker or a broken client sends instead of a well-formed request: huge strings, deep
 * nesting, wrong types, awkward unicode, prototype-pollution keys, SQL and script fragments,
 * broken JSON under random content types. Used by the route fuzzer (fuzz.test.ts).
 */
import fc from 'fast-check';

const SQL_FRAGMENTS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT NULL, version() --",
  '1; SELECT pg_sleep(10)',
  "%' AND 1=0 --",
  "\\'; --",
  '$1',
] as const;

const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '</textarea><svg onload=alert(1)>',
] as const;

const UNICODE_FRAGMENTS = [
  '👩‍👩‍👧‍👦',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'שלום',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  'İıßﬃ',
  '\u2028\u2029',
  '𝕏𝔂𝔃',
  'Z̴̡͉̈́a̸̗͐l̷̰͝g̵̢̈o̶̧̚',
] as const;

export const PATH_FRAGMENTS = [
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '.env',
  'x%00.png',
  '%2e%2e%2f',
] as const;

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  4102444800001,
] as const;

/** Text at least 100 kB long (up to about 1.6 MB, past the 1 MB body limit), of one repeated unit. */
const hugeString = fc
  .record({
    unit: fc.constantFrom('A', 'é', '😀', '\u0000', "'", '<', ' ', '\\'),
    length: fc.integer({ min: 100_000, max: 400_000 }),
  })
  .map(({ unit, length }) => unit.repeat(length));

/** Hostile text under 1,000 characters (for headers, keys and path parameters). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...SQL_FRAGMENTS,
    ...SCRIPT_FRAGMENTS,
    ...UNICODE_FRAGMENTS,
    ...PATH_FRAGMENTS,
    ...POLLUTION_KEYS,
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  // Fragments glued together and into ordinary text.
  fc
    .array(fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...UNICODE_FRAGMENTS, 'abc'), {
      minLength: 2,
      maxLength: 6,
    })
    .map((parts) => parts.join('')),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'true', 'NaN', '1e309', '[]', '{}', 'undefined'),
);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: hostileText },
  { weight: 1, arbitrary: hugeString },
);

/**
 * A value nested `depth` levels deep. Kept as a description until toJson writes it out as text:
 * JSON.stringify would overflow the stack on it.
 */
export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: 'object' | 'array',
  ) {}

  toText(): string {
    const [open, close] = this.kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(this.depth)}1${close.repeat(this.depth)}`;
  }
}

/** JSON text of a value that may hold Deep values (undefined stays undefined: no body). */
export function toJson(value: unknown): string | undefined {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Deep ? `\u0000deep${deep.push(v) - 1}\u0000` : v,
  ) as string | undefined;
  return text?.replace(/"\\u0000deep(\d+)\\u0000"/g, (_m, i: string) => deep[Number(i)]!.toText());
}

/** An own, enumerable property, even for `__proto__` (assignment would set the prototype). */
export function withOwnKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

/** `{"__proto__": {"polluted": …}}` and its relatives, as parsed JSON objects would hold them. */
const pollutingObject: fc.Arbitrary<object> = fc
  .record({ key: fc.constantFrom(...POLLUTION_KEYS), inner: fc.constantFrom(...POLLUTION_KEYS) })
  .map(({ key, inner }) =>
    withOwnKey({}, key, withOwnKey({ polluted: 'yes' }, inner, { polluted: 'yes' })),
  );

/** Any value where a well-formed one was expected: wrong types included. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: pollutingObject },
  {
    weight: 1,
    arbitrary: fc
      .record({
        depth: fc.constantFrom(100, 1_000, 5_000),
        kind: fc.constantFrom('object', 'array') as fc.Arbitrary<'object' | 'array'>,
      })
      .map(({ depth, kind }) => new Deep(depth, kind)),
  },
);

/** One change that turns a well-formed body or query into a hostile one. */
export interface Mutation {
  op: 'replace' | 'drop' | 'add' | 'wrap';
  /** Which place of the value, modulo the number of places. */
  at: number;
  key: string;
  value: unknown;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('replace', 'drop', 'add', 'wrap'),
  at: fc.nat(),
  key: fc.oneof(fc.constantFrom(...POLLUTION_KEYS), hostileText),
  value: hostileValue,
});

/**
 * Applies one mutation to a copy of `value`: replaces or drops the value at one place, adds a
 * key (a pollution key, often) to one object, or wraps one place in an array.
 */
export function mutate(value: unknown, m: Mutation): unknown {
  const root = { value: structuredClone(value) };
  const places: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (parent: Record<string, unknown>, key: string) => {
    places.push({ parent, key });
    const v = parent[key];
    if (v && typeof v === 'object')
      for (const k of Object.keys(v)) walk(v as Record<string, unknown>, k);
  };
  walk(root, 'value');
  const { parent, key } = places[m.at % places.length]!;
  const target = parent[key];
  switch (m.op) {
    case 'replace':
      parent[key] = m.value;
      break;
    case 'drop':
      if (parent === root) root.value = undefined;
      else if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case 'add':
      if (target && typeof target === 'object' && !Array.isArray(target))
        withOwnKey(target, m.key, m.value);
      else parent[key] = withOwnKey({}, m.key, m.value);
      break;
    case 'wrap':
      parent[key] = [target];
      break;
  }
  return root.value;
}

/** Content types a client may claim, right or wrong for what it sends. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16le',
  'application/vnd.api+json',
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  '*/*',
  'application/json, text/plain',
  'ÿ/ÿ',
  '',
] as const;

/** Raw bodies that are not (good) JSON. */
export const rawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    'NaN',
    'undefined',
    'null',
    '"text"',
    '12345678901234567890123456789',
    '1e999',
    '{"a":1,"a":2}',
    '\uFEFF{}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '[{"__proto__":{"polluted":"yes"}}]',
    'a=1&b=2&__proto__[polluted]=yes',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\nxx\r\n--fuzz--',
  ),
  hostileString,
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  // Deep nesting as text: 5,000 levels fits in the body limit; 600,000 does not.
  fc
    .record({
      depth: fc.constantFrom(5_000, 50_000, 600_000),
      open: fc.constantFrom('[', '{"a":'),
    })
    .map(({ depth, open }) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)),
);

/**
 * A header value as an HTTP parser would pass it on: Node refuses control characters and
 * anything past Latin-1, so the fuzzer does not send them either (inject would not check).
 */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}
