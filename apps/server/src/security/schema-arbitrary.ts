/**
 * Turns a route's JSON Schema (draft 2020-12, the part of it the project's schemas use) into a
 * fast-check arbitrary of values that satisfy it, so that fuzzed requests get past validation and
 * reach the handlers. A keyword it does not understand throws: a generator that silently made
 * invalid values would fuzz nothing but the validator.
 */
import fc from 'fast-check';

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

export interface JsonSchemaObject {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: JsonType | JsonType[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  contains?: JsonSchema;
  minContains?: number;
  maxContains?: number;
  allOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  [annotation: string]: unknown;
}

export type JsonSchema = boolean | JsonSchemaObject;

/**
 * Values the database holds, used where they fit so lookups succeed: `byName` for a property of
 * that name (`community_id`, `time_zone`), often; the id-like pools for any other, now and then.
 */
export interface KnownValues {
  integers: readonly number[];
  strings: readonly string[];
  byName?: Readonly<Record<string, readonly (number | string)[]>>;
}

export interface SchemaArbitraryOptions {
  /** Documents a `$ref` may name by `$id` (the project's schemas/ and plugin content schemas). */
  schemas?: readonly JsonSchemaObject[];
  known?: KnownValues;
}

const GENERATED = new Set([
  ...['$ref', 'type', 'enum', 'const', 'properties', 'required', 'additionalProperties'],
  ...['propertyNames', 'minProperties', 'maxProperties', 'items', 'minItems', 'maxItems'],
  ...['uniqueItems', 'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum'],
  ...['exclusiveMinimum', 'exclusiveMaximum', 'allOf', 'anyOf', 'oneOf'],
  ...['contains', 'minContains', 'maxContains'],
]);
const ANNOTATIONS = new Set([
  ...['$id', '$schema', '$defs', '$comment', 'title', 'description', 'default', 'examples'],
  ...['deprecated', 'readOnly', 'writeOnly'],
]);
/** Keys a valid body never holds: Fastify's JSON parser refuses them (they belong to the hostile side). */
const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Valid strings and arrays stay short unless the schema asks for more: huge ones are hostile values. */
const STRING_CAP = 200;
const ARRAY_CAP = 8;
const MAX_DEPTH = 24;

const codePoints = (s: string) => [...s].length;

/** The property a path ends in (through allOf/anyOf/oneOf and array items), if any. */
const nameAt = (path: string) =>
  /\/properties\/([^/]+)(?:\/(?:allOf|anyOf|oneOf)\/\d+|\/items)*$/.exec(path)?.[1];

/** A property named like a URL (redirect_uri, endpoint) gets web URLs among its values. */
const URL_NAME = /(^|_)(uri|url|link|endpoint)$/i;

/** Known values over generic ones: mostly those of the property's name, else now and then. */
function withKnown<T>(generic: fc.Arbitrary<T>, named: T[], any: T[]): fc.Arbitrary<T> {
  if (named.length)
    return fc.oneof(
      { weight: 1, arbitrary: generic },
      { weight: 3, arbitrary: fc.constantFrom(...named) },
    );
  return any.length ? fc.oneof(generic, fc.constantFrom(...any)) : generic;
}

export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const documents = new Map<string, JsonSchema>();
  for (const doc of options.schemas ?? []) {
    if (doc.$id) documents.set(doc.$id, absolutise(doc, doc.$id));
  }
  // A route's own schema has no $id: it is the document '' (its `#/…` references point into it).
  const rootId = typeof schema === 'object' && schema.$id ? schema.$id : '';
  const root = absolutise(schema, rootId);
  documents.set(rootId, root);
  const known = options.known ?? { integers: [], strings: [] };
  return new Generator(documents, known).arbitrary(root, '#', 0);
}

/**
 * A copy whose `$ref`s are absolute: `#/$defs/x` becomes `<id>#/$defs/x` and `task.schema.json`
 * is resolved against the document's `$id`, so a part keeps its meaning once merged elsewhere.
 */
function absolutise(schema: JsonSchema, id: string): JsonSchema {
  const absolute = (ref: string) =>
    ref.startsWith('#') || !id ? `${id}${ref}` : new URL(ref, id).href;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === '$ref' && typeof x === 'string' ? absolute(x) : walk(x),
      ]),
    );
  };
  return walk(schema) as JsonSchema;
}

class Generator {
  constructor(
    private readonly documents: Map<string, JsonSchema>,
    private readonly known: KnownValues,
  ) {}

  arbitrary(schema: JsonSchema, path: string, depth: number): fc.Arbitrary<unknown> {
    if (depth > MAX_DEPTH) throw new Error(`schemaArbitrary: deeper than ${MAX_DEPTH} at ${path}`);
    if (schema === true) return fc.jsonValue({ maxDepth: 2 });
    if (schema === false) throw new Error(`schemaArbitrary: no value satisfies false at ${path}`);
    const s = this.flatten(schema, path);
    for (const k of Object.keys(s)) {
      if (!GENERATED.has(k) && !ANNOTATIONS.has(k))
        throw new Error(`schemaArbitrary: unsupported keyword "${k}" at ${path}`);
    }
    // oneOf is generated as anyOf: the project's oneOf branches exclude each other by their
    // types or required keys, so a value of one branch is a value of that branch only.
    const branches = s.anyOf ?? s.oneOf;
    if (branches) {
      const rest = { ...s, anyOf: undefined, oneOf: undefined };
      const at = (i: number) => `${path}/${s.anyOf ? 'anyOf' : 'oneOf'}/${i}`;
      // A branch whose type the rest excludes (`contains: {type: object}` over strings or
      // objects) has no value: it is left out.
      const open = branches.flatMap((b, i) => {
        const both: JsonSchemaObject = { allOf: [rest, b] };
        const folded = this.flatten(both, at(i));
        return folded.type !== undefined && typesOf(folded).length === 0 ? [] : [{ both, i }];
      });
      if (open.length === 0)
        throw new Error(`schemaArbitrary: no branch can hold a value at ${path}`);
      return fc.oneof(...open.map(({ both, i }) => this.arbitrary(both, at(i), depth)));
    }
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) {
      const fitting = s.enum.filter((v) => s.type === undefined || hasType(v, typesOf(s)));
      if (fitting.length === 0) throw new Error(`schemaArbitrary: empty enum at ${path}`);
      return fc.constantFrom(...fitting);
    }
    const types = typesOf(s);
    return fc.oneof(...types.map((t) => this.ofType(t, s, path, depth)));
  }

  /** The schema with its `$ref` and `allOf` folded into one object (the tightest bounds win). */
  private flatten(schema: JsonSchemaObject, path: string): JsonSchemaObject {
    let s: JsonSchemaObject = { ...schema };
    if (s.$ref) {
      const target = this.resolve(s.$ref, path);
      delete s.$ref;
      s = { allOf: [target, s] };
    }
    if (!s.allOf) return s;
    const { allOf, ...rest } = s;
    return [...allOf, rest]
      .map((part) => (part === true ? {} : part === false ? { enum: [] } : part))
      .map((part, i) => this.flatten(part, `${path}/allOf/${i}`))
      .reduce((a, b) => merge(a, b, path));
  }

  private resolve(ref: string, path: string): JsonSchemaObject {
    const [id = '', pointer = ''] = ref.split('#');
    let target: unknown = this.documents.get(id);
    for (const part of pointer.split('/').filter(Boolean)) {
      target = (target as Record<string, unknown> | undefined)?.[
        decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')
      ];
    }
    if (target === undefined) throw new Error(`schemaArbitrary: unresolved $ref ${ref} at ${path}`);
    return target === true ? {} : (target as JsonSchemaObject);
  }

  private ofType(
    type: JsonType,
    s: JsonSchemaObject,
    path: string,
    depth: number,
  ): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number':
        return this.number(type, s, path);
      case 'string':
        return this.string(s, path);
      case 'array':
        return this.array(s, path, depth);
      case 'object':
        return this.object(s, path, depth);
    }
  }

  private number(
    type: 'integer' | 'number',
    s: JsonSchemaObject,
    path: string,
  ): fc.Arbitrary<number> {
    const min = Math.max(s.minimum ?? -Infinity, (s.exclusiveMinimum ?? -Infinity) + 1e-9);
    const max = Math.min(s.maximum ?? Infinity, (s.exclusiveMaximum ?? Infinity) - 1e-9);
    const generic =
      type === 'integer'
        ? fc.integer({
            min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
            max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
          })
        : fc.double({
            min: Math.max(min, -Number.MAX_VALUE),
            max: Math.min(max, Number.MAX_VALUE),
            noNaN: true,
            noDefaultInfinity: true,
          });
    const fits = (n: unknown): n is number =>
      typeof n === 'number' && n >= min && n <= max && (type === 'number' || Number.isInteger(n));
    return withKnown(
      generic,
      (this.known.byName?.[nameAt(path) ?? ''] ?? []).filter(fits),
      this.known.integers.filter(fits),
    );
  }

  private string(s: JsonSchemaObject, path: string): fc.Arbitrary<string> {
    const minLength = s.minLength ?? 0;
    const maxLength = s.maxLength ?? Infinity;
    const pattern = s.pattern === undefined ? null : new RegExp(s.pattern, 'u');
    const fits = (v: string) =>
      codePoints(v) >= minLength && codePoints(v) <= maxLength && (!pattern || pattern.test(v));
    let generic: fc.Arbitrary<string>;
    if (s.format !== undefined) generic = formatted(s.format, path);
    else if (pattern && minLength === 0 && maxLength === Infinity)
      generic = fc.stringMatching(pattern);
    else if (pattern) {
      // fc.stringMatching knows nothing of lengths, and keeps `+` short: a pattern like
      // ^[A-Za-z0-9_-]+=*$ with minLength 80 would almost never fit. Repetitions bounded by
      // maxLength and drawn up to their bound make fitting values common.
      const bounded = new RegExp(bounds(pattern.source, Math.min(maxLength, 1_000)), 'u');
      generic = fc.oneof(fc.stringMatching(bounded), fc.stringMatching(bounded, { size: 'max' }));
    } else {
      // One code point per unit, so lengths are counted as ajv counts them.
      const size = { minLength, maxLength: Math.max(minLength, Math.min(maxLength, STRING_CAP)) };
      generic = fc.oneof(
        fc.string({ ...size, unit: 'binary-ascii' }),
        fc.string({ ...size, unit: 'binary' }),
      );
    }
    const name = nameAt(path) ?? '';
    if (s.format === undefined && URL_NAME.test(name)) generic = fc.oneof(generic, fc.webUrl());
    const text = (v: unknown): v is string => typeof v === 'string' && fits(v);
    const known =
      s.format === undefined
        ? withKnown(
            generic,
            (this.known.byName?.[name] ?? []).filter(text),
            this.known.strings.filter(text),
          )
        : generic;
    return known.filter(fits);
  }

  private array(s: JsonSchemaObject, path: string, depth: number): fc.Arbitrary<unknown[]> {
    const item = this.arbitrary(s.items ?? true, `${path}/items`, depth + 1);
    const minLength = s.minItems ?? 0;
    const maxLength = Math.max(minLength, Math.min(s.maxItems ?? Infinity, ARRAY_CAP));
    if (s.contains !== undefined)
      return this.containing(s, item, minLength, maxLength, path, depth);
    return s.uniqueItems
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(item, { minLength, maxLength });
  }

  /** `contains`: minContains (default 1) items of both schemas, the others of `items`, mixed. */
  private containing(
    s: JsonSchemaObject,
    item: fc.Arbitrary<unknown>,
    minLength: number,
    maxLength: number,
    path: string,
    depth: number,
  ): fc.Arbitrary<unknown[]> {
    const needed = s.minContains ?? 1;
    if (s.uniqueItems || (s.maxContains !== undefined && s.maxContains < maxLength))
      throw new Error(`schemaArbitrary: unsupported contains bounds at ${path}`);
    const matching = this.arbitrary(
      { allOf: [s.items ?? true, s.contains!] },
      `${path}/contains`,
      depth + 1,
    );
    return fc
      .tuple(
        fc.array(matching, { minLength: needed, maxLength: needed }),
        fc.array(item, {
          minLength: Math.max(0, minLength - needed),
          maxLength: Math.max(0, maxLength - needed),
        }),
      )
      .chain(([some, rest]) => {
        const all = [...some, ...rest];
        return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
      });
  }

  private object(
    s: JsonSchemaObject,
    path: string,
    depth: number,
  ): fc.Arbitrary<Record<string, unknown>> {
    const properties = s.properties ?? {};
    const required = new Set(s.required ?? []);
    for (const key of required) {
      if (!(key in properties) && s.additionalProperties === false)
        throw new Error(`schemaArbitrary: required "${key}" is not allowed at ${path}`);
    }
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(properties)) {
      if (sub !== false) model[key] = this.arbitrary(sub, `${path}/properties/${key}`, depth + 1);
    }
    for (const key of required) {
      model[key] ??= this.arbitrary(s.additionalProperties ?? true, `${path}/${key}`, depth + 1);
    }
    const minProperties = s.minProperties ?? 0;
    const maxProperties = s.maxProperties ?? Infinity;
    // Which optional keys to fill, chosen within min/maxProperties (a filter would mostly reject
    // the many-optional-keys-but-exactly-one objects some schemas ask for).
    const optional = Object.keys(model).filter((k) => !required.has(k));
    const most = Math.min(optional.length, maxProperties - required.size);
    const declared = fc
      .subarray(optional, {
        minLength: Math.min(most, Math.max(0, minProperties - required.size)),
        maxLength: most,
      })
      .chain((keys) =>
        fc.record(Object.fromEntries([...required, ...keys].map((k) => [k, model[k]!]))),
      );
    const fits = (o: object) => {
      const n = Object.keys(o).length;
      return n >= minProperties && n <= maxProperties;
    };
    if (s.additionalProperties === false) return declared.filter(fits);
    // Extra keys where the schema allows them, named as propertyNames says.
    const keys = (
      s.propertyNames === undefined
        ? fc.string({ minLength: 1, maxLength: 12 })
        : (this.arbitrary(
            s.propertyNames,
            `${path}/propertyNames`,
            depth + 1,
          ) as fc.Arbitrary<string>)
    ).filter((k) => !(k in properties) && !POISONED_KEYS.has(k));
    const extra = fc.dictionary(
      keys,
      this.arbitrary(s.additionalProperties ?? true, `${path}/additionalProperties`, depth + 1),
      { maxKeys: Math.min(3, Math.max(0, maxProperties - Object.keys(properties).length)) },
    );
    return fc
      .tuple(declared, extra)
      .map(([d, e]) => ({ ...e, ...d }))
      .filter(fits);
  }
}

/**
 * The regex source anchored at both ends (an unanchored end takes a few free characters), with
 * `+`, `*` and `{n,}` outside classes and escapes bounded by `max`: every repetition is then
 * finite, so fc.stringMatching's largest size stays small.
 */
function bounds(source: string, max: number): string {
  const start = source.startsWith('^');
  const end = /(^|[^\\])\$$/.test(source);
  const inner = source.slice(start ? 1 : 0, end ? -1 : undefined);
  return `^${start ? '' : '.{0,8}'}(?:${boundRepetitions(inner, max)})${end ? '' : '.{0,8}'}$`;
}

function boundRepetitions(source: string, max: number): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[++i] ?? '');
      continue;
    }
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '+' || c === '*') {
      out += `{${c === '+' ? 1 : 0},${max}}`;
      continue;
    } else if (c === '{') {
      const open = /^\{(\d+),\}/.exec(source.slice(i));
      if (open) {
        out += `{${open[1]},${Math.max(Number(open[1]), max)}}`;
        i += open[0].length - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

/** A real date (fast-check also makes the invalid Date unless told not to). */
const someDate = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

function formatted(format: string, path: string): fc.Arbitrary<string> {
  switch (format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    case 'date-time':
      return someDate.map((d) => d.toISOString());
    case 'date':
      return someDate.map((d) => d.toISOString().slice(0, 10));
    default:
      throw new Error(`schemaArbitrary: unsupported format "${format}" at ${path}`);
  }
}

function hasType(v: unknown, types: readonly JsonType[]): boolean {
  if (v === null) return types.includes('null');
  if (Array.isArray(v)) return types.includes('array');
  if (typeof v === 'number')
    return types.includes('number') || (Number.isInteger(v) && types.includes('integer'));
  return types.includes(typeof v as JsonType);
}

/** The declared types, or those its keywords imply (`{}` is any JSON value). */
function typesOf(s: JsonSchemaObject): JsonType[] {
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    // An integer is a number too, but "integer" alone generates whole numbers.
    return types.includes('number') && types.includes('integer')
      ? types.filter((t) => t !== 'integer')
      : types;
  }
  if (s.properties || s.required || s.additionalProperties !== undefined) return ['object'];
  if (s.items || s.minItems !== undefined || s.maxItems !== undefined) return ['array'];
  if (s.pattern || s.format || s.minLength !== undefined || s.maxLength !== undefined)
    return ['string'];
  if (s.minimum !== undefined || s.maximum !== undefined) return ['number'];
  return ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];
}

const tighter = (pick: (a: number, b: number) => number) => (a?: number, b?: number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);
const larger = tighter(Math.max);
const smaller = tighter(Math.min);

/** Two schemas a value must both satisfy, as one (allOf of two flattened parts). */
function merge(a: JsonSchemaObject, b: JsonSchemaObject, path: string): JsonSchemaObject {
  const out: JsonSchemaObject = { ...a, ...b };
  if (a.type !== undefined && b.type !== undefined) {
    const bt = typesOf(b);
    out.type = typesOf(a).filter(
      (t) => bt.includes(t) || (t === 'integer' && bt.includes('number')),
    );
  }
  if (a.enum && b.enum) out.enum = a.enum.filter((v) => b.enum?.includes(v));
  for (const key of ['pattern', 'format', 'const'] as const) {
    if (a[key] !== undefined && b[key] !== undefined && a[key] !== b[key])
      throw new Error(`schemaArbitrary: two different ${key}s at ${path}`);
  }
  if ((a.anyOf ?? a.oneOf) && (b.anyOf ?? b.oneOf))
    throw new Error(`schemaArbitrary: two anyOf/oneOf at ${path}`);
  for (const key of [
    'minimum',
    'exclusiveMinimum',
    'minLength',
    'minItems',
    'minProperties',
  ] as const)
    out[key] = larger(a[key], b[key]);
  for (const key of [
    'maximum',
    'exclusiveMaximum',
    'maxLength',
    'maxItems',
    'maxProperties',
  ] as const)
    out[key] = smaller(a[key], b[key]);
  if (a.items !== undefined && b.items !== undefined) out.items = { allOf: [a.items, b.items] };
  if (a.additionalProperties !== undefined && b.additionalProperties !== undefined)
    out.additionalProperties = { allOf: [a.additionalProperties, b.additionalProperties] };
  if (a.required || b.required)
    out.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
  if (a.properties || b.properties) {
    // additionalProperties: false in one part forbids the keys only the other part declares.
    const allowed = (key: string) =>
      [a, b].every((p) => p.additionalProperties !== false || key in (p.properties ?? {}));
    const properties: Record<string, JsonSchema> = {};
    for (const key of new Set([
      ...Object.keys(a.properties ?? {}),
      ...Object.keys(b.properties ?? {}),
    ])) {
      if (!allowed(key)) continue;
      const pa = a.properties?.[key];
      const pb = b.properties?.[key];
      properties[key] = pa !== undefined && pb !== undefined ? { allOf: [pa, pb] } : (pa ?? pb)!;
    }
    out.properties = properties;
  }
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out;
}
