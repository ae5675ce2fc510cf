import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@web-ed/engine';
import { describeEachDb } from '../../test/harness';
import { s3Store } from '../../uploads/upload-store';
import { L, newStudent, seedBeforeAll } from './test-support';

const URL_ = `${L}/task-upload`;
/** The fun activity of ecopower chapter 3011's card deck. */
const ACTIVITY = 'eco-1-1-01';

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A real 1 × 1 PNG. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ELF executable's first bytes, padded. */
const executable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 1)]);

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----webed${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'web-ed-uploads-'));

describeEachDb(
  'learning/task-upload',
  (ctx) => {
    seedBeforeAll(ctx);
    const upload = (
      token: string,
      file: { name: string; type: string; bytes: Buffer },
      question = ACTIVITY,
    ) =>
      ctx.call({ method: 'POST', url: URL_, token, ...multipart({ question_id: question }, file) });

    it('refuses a renamed executable with a .png name, and uses no chance', async () => {
      const s = await newStudent(ctx);
      const res = await upload(s.token, {
        name: 'photo.png',
        type: 'image/png',
        bytes: executable(),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ done: 0, error: 'unsupported_type' });
      const ok = await upload(s.token, { name: 'photo.png', type: 'image/png', bytes: tinyPng() });
      expect(ok.json().data.chances_left).toBe(1);
    });

    it('refuses a body over 5 MB while streaming, and a zero-byte file', async () => {
      const s = await newStudent(ctx);
      const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES + 1024)]);
      const over = await upload(s.token, { name: 'big.png', type: 'image/png', bytes: big });
      expect(over.statusCode).toBe(413);
      expect(over.json().error).toBe('too_large');
      const empty = await upload(s.token, {
        name: 'empty.pdf',
        type: 'application/pdf',
        bytes: Buffer.alloc(0),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('empty_file');
    });

    it('stores a good PNG on disk, counts 2 chances on the server and refuses a third and fourth', async () => {
      const s = await newStudent(ctx);
      const first = await upload(s.token, {
        name: 'week.PNG',
        type: 'application/octet-stream',
        bytes: tinyPng(),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        done: 1,
        data: { type: 'png', chances_left: 1, question_id: ACTIVITY },
      });
      const stored = readdirSync(join(dataDir, 'uploads', s.id, ACTIVITY));
      expect(stored).toHaveLength(1);
      expect(readFileSync(join(dataDir, 'uploads', s.id, ACTIVITY, stored[0]!))).toEqual(tinyPng());
      const second = await upload(s.token, { name: 'b.png', type: 'image/png', bytes: tinyPng() });
      expect(second.json().data.chances_left).toBe(0);
      const mine = await ctx.call({
        method: 'GET',
        url: `${L}/get-task-upload?question_id=${ACTIVITY}`,
        token: s.token,
      });
      expect(mine.json().data).toMatchObject({
        chances_left: 0,
        uploads: [{ file_name: 'week.PNG', type: 'png' }, { file_name: 'b.png' }],
      });
      for (const _ of [3, 4]) {
        const again = await upload(s.token, { name: 'c.png', type: 'image/png', bytes: tinyPng() });
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe('upload_exhausted');
      }
      // Another student has their own chances.
      const other = await newStudent(ctx);
      expect(
        (await upload(other.token, { name: 'a.png', type: 'image/png', bytes: tinyPng() }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses an unknown activity, a non-multipart body and a missing token', async () => {
      const s = await newStudent(ctx);
      const png = { name: 'a.png', type: 'image/png', bytes: tinyPng() };
      expect((await upload(s.token, png, 'math-1-1-01')).statusCode).toBe(404);
      expect((await upload(s.token, png, 'bad id!')).statusCode).toBe(400);
      expect(
        (
          await ctx.call({
            method: 'POST',
            url: URL_,
            token: s.token,
            payload: { question_id: ACTIVITY },
          })
        ).statusCode,
      ).toBe(415);
      expect(
        (
          await ctx.call({
            method: 'POST',
            url: URL_,
            ...multipart({ question_id: ACTIVITY }, png),
          })
        ).statusCode,
      ).toBe(401);
    });

    it('answers a malformed multipart body with a 400, not a 500', async () => {
      const s = await newStudent(ctx);
      const { payload, headers } = multipart(
        { question_id: ACTIVITY },
        { name: 'a.png', type: 'image/png', bytes: tinyPng() },
      );
      // Cut inside the file part, a body that is no multipart at all, a part without its headers.
      for (const body of [payload.subarray(0, payload.length - 40), Buffer.from('{'), '--x\r\n']) {
        const res = await ctx.call({
          method: 'POST',
          url: URL_,
          token: s.token,
          headers,
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ done: 0, error: 'malformed_multipart' });
      }
    });
  },
  { dataDir },
);

describe('the S3 upload store', () => {
  const seen: { method?: string; url?: string; auth?: string; sha?: string; body: Buffer }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        sha: req.headers['x-amz-content-sha256'] as string | undefined,
        body: Buffer.concat(chunks),
      });
      res.statusCode = req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ') ? 200 : 403;
      res.end();
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends one signed PUT with the bytes, path-style', async () => {
    const store = s3Store({
      endpoint,
      bucket: 'fun-activities',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    await store.put('u1/eco-1-1-01/1-ab.png', tinyPng(), 'image/png');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/fun-activities/u1/eco-1-1-01/1-ab.png' });
    expect(seen[0]!.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    // aws4fetch signs S3 bodies as UNSIGNED-PAYLOAD (the endpoint's TLS protects them).
    expect(seen[0]!.sha).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect(seen[0]!.body).toEqual(tinyPng());
  });

  it('fails loudly when the store refuses', async () => {
    const store = s3Store(
      { endpoint, bucket: 'b', accessKeyId: 'x', secretAccessKey: 'y', region: 'us-east-1' },
      (input) => fetch(new Request(input as Request, { headers: {} })),
    );
    await expect(store.put('k.png', tinyPng(), 'image/png')).rejects.toThrow(/403/);
  });
});
