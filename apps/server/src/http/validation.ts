/**
 * Route validation with the project's JSON Schemas (draft 2020-12), which Fastify's default
 * (draft-07) validator does not speak. Bodies are never coerced; query strings are, since every
 * query value arrives as text.
 */
import Ajv2020 from 'ajv/dist/2020.js';
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
  for (const s of projectSchemas()) ajv.addSchema(s);
  return ajv;
}

export function installValidation(app: FastifyInstance): void {
  const bodies = makeAjv(false);
  const queries = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : queries;
    return ajv.compile(schema as object) as never;
  });
  // Responses are plain JSON; their schemas document the API and the tests check them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

export type RouteSchema = FastifySchema & {
  tags?: string[];
  summary?: string;
  security?: unknown[];
};
