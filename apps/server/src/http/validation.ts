/**
 * Route validation with the project's JSON Schemas (draft 2020-12), which Fastify's default
 * (draft-07) validator does not speak. Bodies are never coerced; query strings are, since every
 * query value arrives as text. Text PostgreSQL cannot store (U+0000, unpaired surrogates) is
 * refused in every part with a schema, as a 400 naming where.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every schema of schemas/ and plugins/<name>/, addressable by `$ref: '<$id>'`. */
export function projectSchemas(): { $id: string }[] {
  const files = readdirSync(join(root, 'schemas'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => join(root, 'schemas', f));
  for (const d of readdirSync(join(root, 'plugins'), { withFileTypes: true })) {
    const f = join(root, 'plugins', d.name, 'content.schema.json');
    if (d.isDirectory() && existsSync(f)) files.push(f);
  }
  return files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { $id: string });
}

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
  });
  // uuid, date-time, email…: without them ajv ignores `format`, and a malformed id reached the
  // database as a 500 instead of a 400.
  addFormats(ajv);
  // A uuid as PostgreSQL's uuid column reads it: ajv-formats also takes "urn:uuid:…", which the
  // column refuses (a 500 where a 400 belongs).
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  for (const s of projectSchemas()) ajv.addSchema(s);
  return ajv;
}

/** Half of a surrogate pair (JSON's "\ud800" parses to one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * The path of the first string, value or key, that PostgreSQL cannot store (text refuses U+0000,
 * jsonb refuses it and unpaired surrogates), or null when there is none.
 */
export function unstorableTextAt(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, '']];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, path] = item;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (unstorable(key)) return at;
        stack.push([v, at]);
      }
    }
  }
  return null;
}

/**
 * One validator set per process, shared by its apps: ajv keeps each route schema's compiled
 * function, so a test building many apps compiles (and reads schemas/) once.
 */
let validators: {
  bodies: Ajv2020;
  queries: Ajv2020;
  compiled: Map<string, ValidateFunction>;
} | null = null;

export function installValidation(app: FastifyInstance): void {
  validators ??= { bodies: makeAjv(false), queries: makeAjv(true), compiled: new Map() };
  const { bodies, queries, compiled } = validators;
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : queries;
    // By the schema's text: Fastify hands each app its own copy of a route's schema object.
    const key = `${ajv === bodies ? 'body' : 'query'} ${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema as object);
      compiled.set(key, validate);
    }
    // After the schema: text the database cannot hold is a 400 here, not a 500 at the insert
    // (the fuzzer sent "\u0000" in a chat message and a lone "\ud800" in an analytics event).
    const check = (data: unknown): boolean => {
      if (!validate(data)) {
        check.errors = validate.errors;
        return false;
      }
      const at = unstorableTextAt(data);
      check.errors =
        at === null
          ? null
          : [
              {
                keyword: 'text',
                instancePath: at,
                schemaPath: '#',
                params: {},
                message: 'must not contain U+0000 or an unpaired surrogate',
              },
            ];
      return at === null;
    };
    check.errors = null as typeof validate.errors;
    return check as never;
  });
  // Answers are serialised by Fastify's default compiler (fast-json-stringify) with each route's
  // response schema (schemas/api/, http/response-schemas.ts): only the fields it lists are sent.
  if (process.env.NODE_ENV === 'test') installAnswerCheck(app);
}

/**
 * Under test (vitest sets NODE_ENV=test), every JSON answer the schema serialised is compared
 * with what JSON.stringify makes of the same value. A field the schema does not list (dropped),
 * a value it changes (null written as "" or 0, a fraction cut to an integer) or a required field
 * missing fails the request with a 500 and an error naming the route and the first difference:
 * every route test also checks its route's answer schema. Production runs without it.
 */
function installAnswerCheck(app: FastifyInstance): void {
  const plain = new WeakMap<object, string>();
  app.addHook('preSerialization', async (_req, reply, payload) => {
    plain.set(reply, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const expected = plain.get(reply);
    plain.delete(reply);
    if (expected === undefined || typeof payload !== 'string') return payload;
    const difference = firstDifference(JSON.parse(expected), JSON.parse(payload), '');
    if (difference === null) return payload;
    const route = `${req.method} ${req.routeOptions.url ?? req.url} ${reply.statusCode}`;
    const message = `answer schema of ${route} does not fit the answer: ${difference}`;
    console.error(message);
    throw new Error(message);
  });
}

/** Where two JSON values first differ (a JSON pointer and both values), or null. */
export function firstDifference(want: unknown, got: unknown, at: string): string | null {
  if (Object.is(want, got)) return null;
  const show = (v: unknown) => (v === undefined ? 'missing' : JSON.stringify(v)?.slice(0, 80));
  if (typeof want !== 'object' || typeof got !== 'object' || want === null || got === null)
    return `${at || '/'}: sent ${show(want)}, serialised ${show(got)}`;
  if (Array.isArray(want) !== Array.isArray(got))
    return `${at || '/'}: sent ${show(want)}, serialised ${show(got)}`;
  const w = want as Record<string, unknown>;
  const g = got as Record<string, unknown>;
  for (const key of new Set([...Object.keys(w), ...Object.keys(g)])) {
    const d = firstDifference(w[key], g[key], `${at}/${key}`);
    if (d !== null) return d;
  }
  return null;
}

export type RouteSchema = FastifySchema & {
  tags?: string[];
  summary?: string;
  security?: unknown[];
};
