import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { openZip, ZIP_LIMITS } from './safe-zip';

const text = (s: string) => new TextEncoder().encode(s);
const refused = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return (e as ImportError).message;
  }
  throw new Error('not refused');
};

/** Sets the unpacked size a zip's headers (local and central) declare for its files. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

describe('openZip', () => {
  it('lists files and reads them, stored or deflated', () => {
    const zip = openZip(
      zipSync({ 'a.txt': text('hello'), 'dir/b.json': [text('{"x":1}'.repeat(50)), { level: 0 }] }),
    );
    expect(zip.names).toEqual(['a.txt', 'dir/b.json']);
    expect(new TextDecoder().decode(zip.read('a.txt'))).toBe('hello');
    expect(zip.read('dir/b.json')).toHaveLength(350);
    expect(zip.has('nope')).toBe(false);
  });

  it('refuses a corrupt zip: not a zip, cut short, or damaged data', () => {
    expect(refused(() => openZip(text('this is not a zip at all')))).toMatch(
      /damaged \(no zip directory/,
    );
    const good = zipSync({ 'a.txt': text('some words '.repeat(100)) });
    expect(refused(() => openZip(good.subarray(0, good.length - 30)))).toMatch(/damaged/);
    const flipped = good.slice();
    flipped[40] = flipped[40]! ^ 0xff; // inside the deflated data
    expect(refused(() => openZip(flipped).read('a.txt'))).toMatch(/damaged.*"a\.txt"/);
  });

  it.each([
    '../evil.txt',
    'content/../../evil.txt',
    '/etc/passwd',
    'C:/evil.txt',
    'content\\evil.txt',
  ])('refuses the zip-slip path %s', (name) => {
    expect(refused(() => openZip(zipSync({ 'ok.txt': text('x'), [name]: text('x') })))).toMatch(
      /unsafe path/,
    );
  });

  it('refuses a zip bomb by its ratio before unpacking it', () => {
    const bomb = zipSync({ 'content/content.json': new Uint8Array(1.5 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(20_000);
    expect(refused(() => openZip(bomb).read('content/content.json'))).toMatch(/possible zip bomb/);
  });

  it('stops unpacking a file that grows past the size its header declares', () => {
    const lying = declareSize(zipSync({ 'big.json': new Uint8Array(200_000) }), 1000);
    expect(refused(() => openZip(lying).read('big.json'))).toMatch(
      /more than the 1000 bytes its zip header says/,
    );
  });

  it('refuses files, totals and entry counts over the limits', () => {
    const big = declareSize(zipSync({ 'big.bin': new Uint8Array(10) }), 50 * 1024 * 1024);
    expect(refused(() => openZip(big).read('big.bin'))).toMatch(
      /50 MB unpacked, over the 20 MB limit/,
    );
    const two = openZip(zipSync({ 'a.bin': new Uint8Array(600), 'b.bin': new Uint8Array(600) }), {
      ...ZIP_LIMITS,
      maxTotalBytes: 1000,
    });
    two.read('a.bin');
    expect(refused(() => two.read('b.bin'))).toMatch(/add up to more than/);
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, text('x')]));
    expect(refused(() => openZip(zipSync(many), { ...ZIP_LIMITS, maxEntries: 10 }))).toMatch(
      /20 entries, over the limit of 10/,
    );
  });
});
