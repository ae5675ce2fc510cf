/**
 * The requests the fuzzer sends to one route: about half well-formed (from the route's schema,
 * so the handler runs), the rest one hostile change away from well-formed, or not JSON at all.
 */
import fc from 'fast-check';
import {
  CONTENT_TYPES,
  headerSafe,
  hostileText,
  mutate,
  mutation,
  PATH_FRAGMENTS,
  rawBody,
  toJson,
} from './hostile-values';
import {
  schemaArbitrary,
  type JsonSchema,
  type JsonSchemaObject,
  type KnownValues,
} from './schema-arbitrary';
import { PNG_1X1 } from './upload-bodies';

export interface FuzzRoute {
  method: 'GET' | 'POST';
  /** Fastify's pattern: `/certificates/verify/:code`, `/media/content/:subjectId/*`. */
  url: string;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  auth: boolean;
  /** Takes multipart/form-data (the route's schema says `consumes`). */
  multipart: boolean;
}

export interface FuzzContext {
  /** The project's schemas, for `$ref`. */
  schemas: readonly JsonSchemaObject[];
  /** Ids, codes and file names the database and content hold. */
  known: KnownValues;
}

/** valid: from the schema; mutated: one hostile change; raw: not (good) JSON. */
export type Shape = 'valid' | 'mutated' | 'raw';

/** The student's token is filled in when the request is sent (a deleted account gets a new one). */
export type Auth =
  { kind: 'student' } | { kind: 'none' } | { kind: 'garbage'; header: string; value: string };

export interface FuzzRequest {
  shape: Shape;
  auth: Auth;
  method: 'GET' | 'HEAD' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A different address each time: rate limits count per address, and would refuse the rest. */
  remoteAddress: string;
}

type RequestParts = Omit<FuzzRequest, 'auth' | 'remoteAddress' | 'method'>;

/** Upload bodies: an image and a PDF the sniffers accept, a disguised script, noise, nothing. */
const UPLOAD_BYTES: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(PNG_1X1),
  fc.constant(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')),
  fc.constant(Buffer.concat([PNG_1X1.subarray(0, 20), Buffer.from('<script>alert(1)</script>')])),
  fc.uint8Array({ maxLength: 4_000 }).map((b) => Buffer.from(b)),
  fc.constant(Buffer.alloc(0)),
);

export function requestArbitrary(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const options = { schemas: ctx.schemas, known: ctx.known };
  const body = route.schema.body
    ? schemaArbitrary(route.schema.body, options)
    : fc.constant(undefined);
  const query = route.schema.querystring
    ? (schemaArbitrary(route.schema.querystring, options) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({});
  const params = paramsArbitrary(route, ctx);
  const valid = fc.record({ body, query, params });
  const post = route.method === 'POST';
  const other = otherBody(route, ctx);
  const targets = [
    ...(post ? (['body'] as const) : []),
    'query' as const,
    ...(paramNames(route.url).length ? (['params'] as const) : []),
  ];

  const parts: fc.Arbitrary<RequestParts> = fc.oneof(
    { weight: 9, arbitrary: valid.chain((v) => encoded(route, 'valid', v, other)) },
    {
      weight: 8,
      arbitrary: fc.tuple(valid, mutation, fc.constantFrom(...targets)).chain(([v, m, target]) => {
        const changed =
          target === 'body'
            ? { ...v, body: mutate(v.body, m) }
            : target === 'query'
              ? { ...v, query: mutate(v.query, m) }
              : { ...v, params: hostileParams(v.params, m.at) };
        return encoded(route, 'mutated', changed, other);
      }),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, rawBody, fc.constantFrom(...CONTENT_TYPES), brokenQuery)
        .map(([v, raw, type, extra]): RequestParts => ({
          shape: 'raw' as const,
          url: appendQuery(withQuery(route, v.params, v.query), extra),
          headers: type ? { 'content-type': type } : {},
          payload: raw,
        })),
    },
  );

  return fc
    .record({
      parts,
      auth: authArbitrary,
      extra: extraHeaders,
      head: fc.nat(9),
      remoteAddress: fc
        .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
        .map(([a, b, c]) => `10.${a}.${b}.${c}`),
    })
    .map(({ parts, auth, extra, head, remoteAddress }) => ({
      ...parts,
      // HEAD runs the GET handler: one GET request in ten goes as HEAD.
      method: route.method === 'GET' && head === 0 ? 'HEAD' : route.method,
      headers: { ...extra, ...parts.headers },
      auth,
      remoteAddress,
    }));
}

/** The body of a well-formed request to a route without a JSON body schema. */
function otherBody(
  route: FuzzRoute,
  ctx: FuzzContext,
): fc.Arbitrary<{ type: string; payload: string | Buffer } | undefined> {
  if (route.multipart) {
    const ids = ctx.known.strings.length ? fc.constantFrom(...ctx.known.strings) : fc.constant('q');
    return fc
      .record({
        order: fc.constantFrom('fields-first', 'file-first', 'no-file', 'no-field'),
        questionId: fc.oneof(ids, hostileText),
        filename: fc.oneof(
          fc.constantFrom('work.png', 'report.pdf', 'x'),
          fc.constantFrom(...PATH_FRAGMENTS),
        ),
        fileType: fc.constantFrom('image/png', 'application/pdf', 'text/html', ''),
        bytes: UPLOAD_BYTES,
      })
      .map(({ order, questionId, filename, fileType, bytes }) => {
        const field = { name: 'question_id', value: questionId };
        const file = { name: 'file', filename, type: fileType, bytes };
        const fields = order === 'no-field' ? [] : [field];
        const files = order === 'no-file' ? [] : [file];
        return multipart(order === 'file-first' ? [...files, ...fields] : [...fields, ...files]);
      });
  }
  if (route.schema.body || route.method !== 'POST') return fc.constant(undefined);
  // A POST without a body schema: nothing, an empty object, or an image (upload-image takes one).
  return fc.oneof(
    fc.constant(undefined),
    fc.constant({ type: 'application/json', payload: '{}' }),
    fc
      .tuple(fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'), UPLOAD_BYTES)
      .map(([type, payload]) => ({ type, payload })),
  );
}

function encoded(
  route: FuzzRoute,
  shape: Shape,
  v: { body: unknown; query: unknown; params: Record<string, string> },
  other: fc.Arbitrary<{ type: string; payload: string | Buffer } | undefined>,
): fc.Arbitrary<RequestParts> {
  const jsonType = fc.oneof(
    { weight: 9, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  return fc.tuple(jsonType, other).map(([type, alternative]): RequestParts => {
    const url = withQuery(route, v.params, v.query);
    if (route.schema.body && v.body !== undefined)
      return { shape, url, headers: { 'content-type': type }, payload: toJson(v.body) };
    if (alternative)
      return {
        shape,
        url,
        headers: { 'content-type': alternative.type },
        payload: alternative.payload,
      };
    return { shape, url, headers: {} };
  });
}

const paramNames = (url: string) => [
  ...[...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
  ...(url.endsWith('*') ? ['*'] : []),
];

/** Path parameters, already URL-encoded (a wildcard keeps its slashes: `assets/x.ogg`). */
function paramsArbitrary(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const names = paramNames(route.url);
  if (names.length === 0) return fc.constant({});
  const pool = [...ctx.known.strings, ...ctx.known.integers.map(String)];
  const schema = route.schema.params as JsonSchemaObject | undefined;
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) {
    const declared = schema?.properties?.[name];
    const values = declared
      ? (schemaArbitrary(declared, { known: ctx.known }) as fc.Arbitrary<unknown>).map(String)
      : fc.oneof(
          fc.constantFrom(...(pool.length ? pool : ['x'])),
          fc.string({ minLength: 1, maxLength: 20 }),
        );
    model[name] = values.map((v) =>
      name === '*' ? v.split('/').map(encode).join('/') : encode(v),
    );
  }
  return fc.record(model);
}

/** Path parameters as an attacker writes them: traversal, broken escapes, NUL, very long. */
const HOSTILE_PARAMS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5C..%5Cwindows',
  'a%00b',
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%E0%A4%A',
  "'%20OR%201%3D1%20--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '.env',
  'x'.repeat(5_000),
] as const;

/** One path parameter replaced by a hostile one. */
function hostileParams(params: Record<string, string>, at: number): Record<string, string> {
  const names = Object.keys(params);
  if (names.length === 0) return params;
  const name = names[at % names.length]!;
  return {
    ...params,
    [name]: HOSTILE_PARAMS[Math.floor(at / names.length) % HOSTILE_PARAMS.length]!,
  };
}

/** Text for a URL, also when it holds a lone surrogate (encodeURIComponent throws on those). */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

function withQuery(route: FuzzRoute, params: Record<string, string>, query: unknown): string {
  let path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => params[name] ?? 'x');
  if (path.endsWith('*')) path = path.slice(0, -1) + (params['*'] ?? '');
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    const text =
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? (toJson(value) ?? '')
          : String(value);
    pairs.push(`${encode(key)}=${encode(text)}`);
  };
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const item of value) add(key, item);
      else add(key, value);
    }
  } else if (query !== undefined) add('q', query);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Broken percent-escapes and pollution keys, for the end of a query string. */
const brokenQuery = fc.constantFrom(
  '',
  '%=%',
  'x=%E0%A4%A',
  'x=%ED%A0%80',
  '%FF=%FE',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '__proto__=1&__proto__=2',
  'a[]=1&a[]=2',
);

function appendQuery(url: string, extra: string): string {
  return extra ? `${url}${url.includes('?') ? '&' : '?'}${extra}` : url;
}

const authArbitrary: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 16, arbitrary: fc.constant({ kind: 'student' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        header: fc.constantFrom('authorization', 'token'),
        value: fc.oneof(
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic YWRtaW46YWRtaW4=',
            'Bearer null',
            'Bearer ' + 'A'.repeat(8_000),
          ),
          hostileText.map((s) => `Bearer ${s}`),
          hostileText,
        ),
      })
      .map(({ header, value }) => ({
        kind: 'garbage' as const,
        header,
        value: headerSafe(value).slice(0, 8_192),
      })),
  },
);

/** Headers a client may add: an origin (CORS), an accept (the page fallback), a request id. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      origin: fc.oneof(
        fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:8080'),
        hostileText,
      ),
      accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/event-stream'),
      'x-request-id': hostileText,
      'accept-language': hostileText,
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, headerSafe(v).slice(0, 8_192)])),
  );

interface Part {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  bytes?: Buffer;
}

/** A multipart/form-data body of the given fields and files, in order. */
function multipart(parts: readonly Part[]): { type: string; payload: Buffer } {
  const boundary = '----web-ed-fuzz';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), p.bytes ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}
