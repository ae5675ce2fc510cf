import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const lines = (n: number, what: string) =>
  Array.from({ length: n }, (_, i) => `${what} ${i}`).join('\n');

function build(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-precompress-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

describe('precompressDir', () => {
  it('writes .br and .gz beside every compressible file, each decoding to the file', async () => {
    const text = {
      'index.html': `<!doctype html>${lines(50, '<p>line</p>')}`,
      'assets/main-AbCdEf12.js': lines(300, 'const x =') + '\n// é, 日本, हिन्दी',
      'assets/style-AbCdEf12.css': lines(100, '.a{color:red}'),
      'sw.js': lines(80, 'self.x ='),
      'manifest.webmanifest': JSON.stringify({ icons: lines(30, 'icon').split('\n') }),
      'apps/sandbox/index.html': lines(40, '<div>sandbox</div>'),
      'assets/KaTeX_Main-Regular-ypZvNtVU.ttf': Buffer.alloc(4000, 7),
    };
    const dir = build(text);
    const r = await precompressDir(dir);
    expect(r.files).toBe(Object.keys(text).length);
    expect(r.written).toBe(2 * Object.keys(text).length);
    expect(r.bestBytes).toBeLessThan(r.rawBytes / 3);
    for (const name of Object.keys(text)) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length);
      expect(gz.length, name).toBeLessThan(original.length);
    }
  });

  it('leaves compressed formats, dot folders and files too small to gain alone', async () => {
    const dir = build({
      'icons/icon-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
      'assets/font-AbCdEf12.woff2': Buffer.alloc(2000, 1),
      'assets/cough-DrBvmJKu.ogg': Buffer.alloc(2000, 1),
      '.vite/manifest.json': lines(100, '"x": 1,'),
      'assets/tiny-AbCdEf12.js': 'export {}',
      'robots.txt': 'User-agent: *\n',
    });
    // A sibling from an earlier build into the same folder: it would be served stale.
    writeFileSync(join(dir, 'assets/tiny-AbCdEf12.js.br'), 'stale');
    const r = await precompressDir(dir);
    expect(r.files).toBe(2);
    expect(r.written).toBe(0);
    for (const name of [
      'icons/icon-192.png',
      'assets/font-AbCdEf12.woff2',
      'assets/cough-DrBvmJKu.ogg',
      '.vite/manifest.json',
      'assets/tiny-AbCdEf12.js',
      'robots.txt',
    ]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('never compresses its own output again', async () => {
    const dir = build({ 'a.js': lines(200, 'let a =') });
    await precompressDir(dir);
    const again = await precompressDir(dir);
    expect(again).toMatchObject({ files: 1, written: 2 });
    expect(existsSync(join(dir, 'a.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'a.js.gz.gz'))).toBe(false);
  });
});
