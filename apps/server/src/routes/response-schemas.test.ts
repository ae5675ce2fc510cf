/**
 * Issue 22, item 3: every route declares its answer. A route's 200 is the schema of
 * schemas/api/ its URL names (http/response-schemas.ts), its 4xx and 5xx the error envelope; a
 * route whose success is not JSON declares its content types instead; only the routes below
 * declare nothing. Every file of schemas/api/ is some route's answer or shared by them, and no
 * object in them leaves its fields unsaid (fast-json-stringify would drop them all).
 *
 * The route tests check the rest: under test, an answer the schema does not serialise exactly as
 * JSON.stringify would fails its request (http/validation.ts, installAnswerCheck).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  API_SCHEMA_BASE,
  apiSchemas,
  ERROR_SCHEMA_ID,
  responseSchemaId,
  responseSchemaName,
} from '../http/response-schemas';
import { createTestDatabase, testConfig } from '../test/harness';
import type { Database } from '../db/client';
import { declaredRoutes } from '.';

/**
 * Routes with no answer schema, and why. None is a service route: each is registered by a plugin
 * or before the answer schemas, and answers no JSON of the wire contract.
 */
const NO_SCHEMA: Record<string, string> = {
  'OPTIONS *': 'CORS preflight (@fastify/cors): 204, no body',
  'GET /metrics': 'Prometheus text format for operators (monitoring/metrics.ts), 404 to others',
  'GET /docs': 'the OpenAPI viewer (@fastify/swagger-ui): a redirect to /docs/',
  'GET /docs/': 'the OpenAPI viewer: HTML',
  'GET /docs/static/index.html': 'the OpenAPI viewer: HTML',
  'GET /docs/static/swagger-initializer.js': 'the OpenAPI viewer: JavaScript',
  'GET /docs/*': "the OpenAPI viewer's files",
  'GET /docs/json': 'the OpenAPI document itself',
  'GET /docs/yaml': 'the OpenAPI document itself, in YAML',
  'GET /*': "the built front end's files and app shell (routes/web.ts), when a build is served",
  'GET /':
    'the landing page, rendered or the app shell (routes/web-render.ts), when a build is served',
};

/** Routes whose success is a file or an event stream: they declare its content types. */
const NOT_JSON = new Set([
  'GET /media/content/:subjectId/*',
  'GET /media/shop/:file',
  'GET /community-service/api/community/media/:file',
  'GET /learning-service/api/web-ed/learning/download-certificate',
  'GET /community-service/api/community/feed-stream',
  'GET /community-service/api/voting/standings-stream',
  'POST /learning-service/api/web-ed/submit-chat',
]);

/** One route definition mounted under two prefixes answers with the other's schema. */
const SAME_ANSWER_AS: Record<string, string> = {
  'GET /learning-service/api/web-ed/get-time': 'user-service/get-time',
  'POST /mission-service/api/web-ed/mission/update-progress-missions':
    'learning-service/learning/update-progress-missions',
};

/** `(METHOD, URL)` of every route `printRoutes` shows: a tree whose lines carry the methods. */
function printedRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) out.push(`${method} ${stack.join('')}`);
  }
  return out;
}

const keyOf = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;

type Json = Record<string, unknown>;

/** Where an object schema lists no fields and allows none: fast-json-stringify would send `{}`. */
function silentObjects(node: unknown, at: string, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => silentObjects(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    const s = node as Json;
    const isObject = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
    if (
      isObject &&
      (s.additionalProperties === undefined || (!s.properties && s.additionalProperties === false))
    )
      out.push(at);
    for (const [k, v] of Object.entries(s)) silentObjects(v, `${at}/${k}`, out);
  }
  return out;
}

describe('answer schemas', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const services = () => declaredRoutes(app).filter((r) => r.method !== 'HEAD');

  it('every route is a service route with an answer schema, or listed with its reason', () => {
    const declared = new Set(services().map(keyOf));
    const others = printedRoutes(app).filter((r) => !r.startsWith('HEAD ') && !declared.has(r));
    expect(others.filter((r) => !(r in NO_SCHEMA))).toEqual([]);
    // The list holds no route that has since got a schema.
    expect(Object.keys(NO_SCHEMA).filter((r) => declared.has(r))).toEqual([]);
    expect(declared.size).toBeGreaterThan(100);
  });

  it("a JSON route's 200 is the schema its URL names, its 4xx and 5xx the error envelope", () => {
    const wrong: string[] = [];
    for (const route of services()) {
      const key = keyOf(route);
      const response = route.schema?.response as Record<string, Json> | undefined;
      if (response?.['4xx']?.$ref !== ERROR_SCHEMA_ID || response['5xx']?.$ref !== ERROR_SCHEMA_ID)
        wrong.push(`${key}: 4xx and 5xx must be the error envelope`);
      if (NOT_JSON.has(key)) {
        const content = response?.[200]?.content as Json | undefined;
        if (!content || Object.keys(content).every((t) => t === 'application/json'))
          wrong.push(`${key}: its 200 must declare its content types`);
        continue;
      }
      const name = SAME_ANSWER_AS[key] ?? responseSchemaName(route.url);
      if (response?.[200]?.$ref !== responseSchemaId(name))
        wrong.push(`${key}: 200 must be $ref ${responseSchemaId(name)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every answer file is some route answer, or shared by answers', () => {
    const used = new Set(
      services().flatMap((r) => {
        const response = (r.schema?.response ?? {}) as Record<string, Json>;
        return Object.values(response).flatMap((s) => [
          String(s.$ref ?? '').split('#')[0],
          ...Object.values((s.content ?? {}) as Record<string, { schema: Json }>).map((c) =>
            String(c.schema.$ref ?? ''),
          ),
        ]);
      }),
    );
    const unused = apiSchemas()
      .map((s) => s.$id)
      .filter((id) => id.endsWith('.response.schema.json') && !used.has(id));
    expect(unused).toEqual([]);
  });

  it('no object of an answer schema leaves its fields unsaid', () => {
    const dir = join(import.meta.dirname, '../../../../schemas/api');
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.schema.json'),
    );
    expect(files.length).toBe(apiSchemas().length);
    const silent = files.flatMap((f) =>
      silentObjects(JSON.parse(readFileSync(join(dir, f), 'utf8')), f, []),
    );
    expect(silent).toEqual([]);
    for (const s of apiSchemas()) expect(s.$id.startsWith(API_SCHEMA_BASE)).toBe(true);
  });

  it('the OpenAPI document shows every JSON answer', () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Json }>>;
    };
    const missing: string[] = [];
    for (const route of services()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      const method = String(route.method).toLowerCase();
      const ok = doc.paths[path]?.[method]?.responses?.[200] as { content?: Json } | undefined;
      if (!ok?.content) missing.push(keyOf(route));
    }
    expect(missing).toEqual([]);
  });
});
