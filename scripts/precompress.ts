/**
 * Pre-compression of a build (issue 19, item 1): every compressible file of the output folder
 * gets a brotli sibling (`.br`, quality 11) and a gzip one (`.gz`, level 9), each written only
 * when it is smaller than the file. The server sends the one the browser accepts
 * (apps/server/src/routes/web.ts, @fastify/static's preCompressed), so a phone gets the smallest
 * file and the server compresses nothing per request.
 *
 * It walks the whole folder when the build is closed, after every other plugin (vite-plugin-pwa
 * writes sw.js and its Workbox runtime at that point, outside the bundle), so chunks, public/
 * files, the web manifest and the service worker all get theirs. Why not vite-plugin-compression2:
 * docs/decisions.md, "Compression".
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build';

/** Text and uncompressed binary formats (pictures, audio, video, woff and woff2 are compressed). */
export const COMPRESSIBLE =
  /\.(?:js|mjs|css|html|json|webmanifest|map|svg|txt|xml|vtt|ttf|otf|wasm)$/i;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const ENCODINGS = [
  {
    ext: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', compress: (data: Buffer) => gz(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

export interface PrecompressResult {
  /** Files looked at (compressible, outside dot folders). */
  files: number;
  /** Siblings written (.br and .gz). */
  written: number;
  /** Bytes of the files looked at, and of the best variant of each (the file when none wins). */
  rawBytes: number;
  bestBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => {
      const rel = path.slice(dir.length);
      // dist/.vite (the build manifest) is never served.
      return !/[\\/]\./.test(rel) && COMPRESSIBLE.test(path);
    });
}

/** Writes the .br and .gz siblings of every compressible file under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const root = resolve(dir);
  const files = await filesUnder(root);
  const result: PrecompressResult = { files: files.length, written: 0, rawBytes: 0, bestBytes: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const data = await readFile(path);
      let best = data.length;
      for (const encoding of ENCODINGS) {
        const packed = await encoding.compress(data);
        if (packed.length < data.length) {
          await writeFile(path + encoding.ext, packed);
          result.written++;
          best = Math.min(best, packed.length);
        } else {
          // A sibling left by an earlier build into the same folder would be served stale.
          await rm(path + encoding.ext, { force: true });
        }
      }
      result.rawBytes += data.length;
      result.bestBytes += best;
    }
  };
  // zlib's async calls run on libuv's thread pool (4 threads by default).
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker));
  return result;
}

/** The Vite plugin: pre-compresses the build's output folder once the build is closed. */
export function precompress(): Plugin {
  return afterBuild('web-ed:precompress', async (outDir, config) => {
    const r = await precompressDir(outDir);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    config.logger.info(
      `precompress: ${r.files} files, ${r.written} .br/.gz written, ` +
        `${kb(r.rawBytes)} → ${kb(r.bestBytes)} (brotli or gzip, whichever is smaller)`,
    );
  });
}
