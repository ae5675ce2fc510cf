import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSseParser } from '@web-ed/api-client';
import { communities, communityMembers } from '../db/schema';
import { L, seedBeforeAll } from '../routes/learning/test-support';
import { SERVICE_PREFIX } from '../routes/prefixes';
import { describeEachDb } from '../test/harness';
import { COMPRESS_THRESHOLD, COMPRESSIBLE_TYPES } from './compression';

const ALL = 'gzip, deflate, br, zstd'; // what Chromium sends

/** The body as the client reads it, whatever the encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('compressible answers', () => {
  it('are JSON and text, never an event stream', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'application/xml',
      'text/plain',
      'text/csv; charset=utf-8',
      'text/html',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    for (const type of [
      'text/event-stream',
      'text/event-stream; charset=utf-8',
      'image/png',
      'audio/ogg',
      'application/pdf',
      'application/octet-stream',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
  });
});

describeEachDb('compression of API answers', (ctx) => {
  seedBeforeAll(ctx);
  let token: string;
  beforeAll(async () => {
    token = await ctx.signIn();
  });

  it('compresses a large JSON answer (br, else gzip) and it decodes to the same answer', async () => {
    const url = `${L}/get-subjects`;
    const plain = await ctx.call({ method: 'GET', url, token });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const expected: unknown = plain.json();

    for (const [accept, encoding] of [
      [ALL, 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await ctx.call({
        method: 'GET',
        url,
        token,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // Up to 8 KB compressed at once, with its length; larger answers stream through zlib off the
      // main thread, chunked (no length known in advance).
      const length = res.headers['content-length'];
      if (length !== undefined) expect(Number(length)).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(expected);
    }
    // Neither accepted: the answer as it is.
    for (const accept of ['identity', 'deflate']) {
      const res = await ctx.call({
        method: 'GET',
        url,
        token,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.json()).toEqual(expected);
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await ctx.call({
      method: 'GET',
      url: `${SERVICE_PREFIX.learning}/get-time`,
      headers: { 'accept-encoding': ALL },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.json()).toMatchObject({ done: 1 });
  });

  it('keeps the error and rate-limit envelopes', async () => {
    const missing = await ctx.call({
      method: 'GET',
      url: `${L}/no-such-call`,
      headers: { 'accept-encoding': ALL },
    });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(decoded(missing))).toMatchObject({ done: 0, error: 'not_found' });

    const refused = await ctx.call({
      method: 'GET',
      url: `${L}/get-subjects`,
      headers: { 'accept-encoding': ALL },
    });
    expect(refused.statusCode).toBe(401);
    expect(JSON.parse(decoded(refused))).toMatchObject({ done: 0 });

    // local-sign-in: 20 a minute from one address; the 21st is refused with the envelope.
    const signIn = (i: number) =>
      ctx.call({
        method: 'POST',
        url: `${SERVICE_PREFIX.user}/auth/local-sign-in`,
        remoteAddress: `10.19.${ctx.kind === 'pglite' ? 1 : 2}.1`,
        headers: { 'accept-encoding': ALL },
        payload: { identity: `compress${i}-${ctx.kind}@example.com` },
      });
    let last: LightMyRequestResponse | null = null;
    for (let i = 0; i < 25 && last?.statusCode !== 429; i++) last = await signIn(i);
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(JSON.parse(decoded(last!))).toMatchObject({ done: 0, error: 'rate_limited' });
  });

  it('streams submit-chat as server-sent events, never compressed', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.learning}/submit-chat`,
      token,
      headers: { 'accept-encoding': ALL },
      payload: { text: 'What does "borrow" mean?', client_id: `c-compress-${ctx.kind}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const parser = createSseParser();
    const events = [...parser.push(res.body), ...parser.end()].map((e) => e.event);
    expect(events[0]).toBe('meta');
    expect(events).toContain('delta');
    expect(events.at(-1)).toBe('done');
  });

  it('delivers a live stream event by event to a client that accepts br and gzip', async () => {
    const me = (
      (
        await ctx.call({
          method: 'GET',
          url: `${SERVICE_PREFIX.user}/user/get-user-info`,
          token,
        })
      ).json() as { data: { id: string } }
    ).data.id;
    const [c] = await ctx.database.db
      .insert(communities)
      .values({
        slug: `compress-${ctx.kind}-${Date.now()}`,
        name: 'Compression',
        school: 'SMAN 1 Jakarta',
        course: 'English',
        region: 'Jakarta',
        visibility: 'public',
        createdAt: ctx.clock.now(),
      })
      .returning();
    await ctx.database.db
      .insert(communityMembers)
      .values({ communityId: c!.id, userId: me, role: 'owner', joinedAt: ctx.clock.now() });

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    // The stream never ends: the snapshot arrives only if nothing holds bytes back.
    const first = await new Promise<{ headers: Record<string, unknown>; text: string }>(
      (resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error('no snapshot within 5 s'));
          req.destroy();
        }, 5000);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: `${SERVICE_PREFIX.community}/community/feed-stream?community_id=${c!.id}`,
            headers: { authorization: `Bearer ${token}`, 'accept-encoding': ALL },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
              if (text.includes('event: snapshot')) {
                clearTimeout(timer);
                resolve({ headers: res.headers, text });
                req.destroy();
              }
            });
          },
        );
        req.on('error', (e) => {
          if (!req.destroyed) reject(e);
        });
        req.end();
      },
    );
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.text).toContain(': connected');
  });
});
