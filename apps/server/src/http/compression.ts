/**
 * Compression of the API's answers (issue 19, item 1): a JSON (or other text) answer of 1 KB or
 * more is sent in brotli when the client accepts br, else in gzip, else as it is; smaller ones are
 * sent as they are (compressing them saves less than it costs). Brotli at quality 4 (the plugin's
 * default for answers made per request; the build's files are at 11, see scripts/precompress.ts).
 *
 * - Server-sent event streams (text/event-stream: submit-chat, the community feed, the voting
 *   standings) are never compressed: a compressor holds bytes back until it has enough, and each
 *   event must reach the student when it is written. The live streams write to the socket
 *   themselves (live/live.ts) and never reach this hook anyway.
 * - Only the routes registered after `installCompression` get it: the built front end is
 *   registered before (routes/web.ts), as its files are compressed at build time.
 * - Request bodies are left alone (no decompression of a `Content-Encoding` upload): what the
 *   routes receive is unchanged.
 */
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants } from 'node:zlib';
import compress from '@fastify/compress';

/** Smallest answer compressed, in bytes. */
export const COMPRESS_THRESHOLD = 1024;

/** JSON (also +json types), XML, and text other than event streams. */
export const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:[\w.-]+\+)?(?:json|xml)|text\/(?!event-stream)[\w.+-]+)(?:\s*;|$)/i;

/** Brotli at quality 4, stated here so the size of an answer on the wire can be computed. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** An answer body's size as sent to a browser that accepts brotli (every current one does). */
export function sentBytes(body: string): number {
  const bytes = Buffer.byteLength(body, 'utf8');
  return bytes < COMPRESS_THRESHOLD ? bytes : brotliCompressSync(body, BROTLI_OPTIONS).length;
}

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
