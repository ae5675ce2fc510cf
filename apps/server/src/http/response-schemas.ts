/**
 * The answers of the routes, as JSON Schemas in schemas/api/ (DESIGN.md, "Every route has a
 * response schema"). Fastify serialises every answer with its route's schema (fast-json-stringify:
 * faster than JSON.stringify, and a field the schema does not list never reaches the wire), the
 * OpenAPI document at /docs shows them, and scripts/build-schemas.ts generates the client's types
 * from the same files.
 *
 * Where a route's answer lives: its URL with the `/api/web-ed` (or `/api`) of the service prefix
 * left out, path parameters dropped, and `.response.schema.json` added:
 *
 *   POST /learning-service/api/web-ed/learning/minigame-finish
 *     → schemas/api/learning-service/learning/minigame-finish.response.schema.json
 *   GET /data/version.json → schemas/api/data-files/version.response.schema.json
 *   (the /data/ files' answers are in data-files/, so no source folder is named like a database's)
 *
 * Shapes several answers share are in schemas/api/shared/; every error body (4xx and 5xx, from
 * errorBody) is schemas/api/error.schema.json. routes/response-schemas.test.ts checks that every
 * route declares its answer this way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const apiDir = join(root, 'schemas', 'api');

/** The `$id` of schemas/api/<path>. */
export const API_SCHEMA_BASE = 'https://web-ed.app/schemas/api/';
export const ERROR_SCHEMA_ID = `${API_SCHEMA_BASE}error.schema.json`;
const RESPONSE_SUFFIX = '.response.schema.json';

type Schema = { $id: string } & Record<string, unknown>;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? files(join(dir, d.name))
      : d.name.endsWith('.schema.json')
        ? [join(dir, d.name)]
        : [],
  );
}

/**
 * `$ref`s made absolute against the schema's `$id`: fast-json-stringify resolves a `$ref` by the
 * `$id` it names, not relative to the schema that holds it (the files keep relative refs, which
 * json-schema-to-typescript resolves by file path, and both agree since `$id` mirrors the path).
 */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, base));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? new URL(v, base).href : absoluteRefs(v, base),
    ]),
  );
}

let loaded: Schema[] | undefined;

/** Every schema of schemas/api/, refs absolute; each file's `$id` checked against its path. */
export function apiSchemas(): Schema[] {
  if (loaded) return loaded;
  loaded = files(apiDir).map((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    const id = API_SCHEMA_BASE + relative(apiDir, file).split('\\').join('/');
    if (schema.$id !== id) throw new Error(`${file}: $id must be ${id}, not ${schema.$id}`);
    // Without `$schema`: every keyword they use means the same in draft-07, which Fastify's
    // default validator (an app without installValidation, as some tests build) speaks.
    const { $schema: _draft, ...rest } = schema;
    return absoluteRefs(rest, id) as Schema;
  });
  return loaded;
}

/** Adds every answer schema to the app (before the routes), so `$ref`s to them resolve. */
export function registerApiSchemas(app: FastifyInstance): void {
  for (const schema of apiSchemas()) app.addSchema(schema);
}

/**
 * An ajv validator of schemas/api/<name>.response.schema.json (`$ref`s included): the tests
 * check answers against what the schema says, beyond what the serialiser enforces (enums,
 * formats, required fields of nested objects).
 */
export function answerValidator(name: string) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const schema of apiSchemas()) ajv.addSchema(schema);
  const validate = ajv.getSchema(responseSchemaId(name));
  if (!validate) throw new Error(`no answer schema ${name}`);
  return validate;
}

/** `$id` of the answer schema of the route whose URL names `name` (see above). */
export function responseSchemaId(name: string): string {
  return `${API_SCHEMA_BASE}${name}${RESPONSE_SUFFIX}`;
}

/** The file name (as `answerSchema()` takes it) of a route's answer schema, from its full URL. */
export function responseSchemaName(url: string): string {
  const path = url
    .replace(/^\/(user|learning|mission|monitoring)-service\/api\/web-ed\//, '/$1-service/')
    .replace(/^\/community-service\/api\//, '/community-service/')
    .replace(/^\/embed\/api\//, '/embed/')
    .replace(/^\/data\//, '/data-files/');
  return path
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':') && s !== '*')
    .join('/')
    .replace(/\.json$/, '');
}

const errorAnswers = {
  '4xx': { $ref: ERROR_SCHEMA_ID },
  '5xx': { $ref: ERROR_SCHEMA_ID },
} as const;

/**
 * A route's `schema.response`: 200 is schemas/api/<name>.response.schema.json, every 4xx and 5xx
 * the error envelope.
 */
export function answerSchema(name: string) {
  return { 200: { $ref: responseSchemaId(name) }, ...errorAnswers };
}

/**
 * The `schema.response` of a route whose success is not JSON (a file, a PDF, an event stream):
 * its content types, described, and the error envelope for 4xx and 5xx (those are JSON).
 * `json` adds an `application/json` answer of schemas/api/<json>.response.schema.json, for a
 * route that answers either (submit-chat). `statuses`: the success statuses (default 200).
 */
export function nonJsonAnswer(
  contentTypes: string | string[],
  description: string,
  options: { statuses?: number[]; json?: string } = {},
) {
  const content: Record<string, { schema: Record<string, unknown> }> = {};
  for (const type of [contentTypes].flat()) {
    content[type] = {
      schema:
        type === 'text/event-stream' ? { type: 'string' } : { type: 'string', format: 'binary' },
    };
  }
  if (options.json)
    content['application/json'] = { schema: { $ref: responseSchemaId(options.json) } };
  const success = Object.fromEntries(
    (options.statuses ?? [200]).map((status) => [status, { description, content }]),
  );
  return { ...success, ...errorAnswers };
}
