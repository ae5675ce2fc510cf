import { describe, it, expect } from 'vitest';
import { base64Utf8, createImageUrl, imageUrl } from './image-url';

const config = { cdnBase: 'https://img.example.org/', bucket: 'web-ed-media' };

function decode(url: string): unknown {
  const encoded = url.slice('https://img.example.org/'.length);
  const binary = atob(encoded);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

describe('imageUrl', () => {
  it('turns /assets/ sources into a CDN URL with the descriptor', () => {
    const url = imageUrl('/assets/avatars/3.png', 360, config);
    expect(url.startsWith('https://img.example.org/')).toBe(true);
    expect(url).not.toContain('//assets');
    expect(decode(url)).toEqual({
      bucket: 'web-ed-media',
      key: 'assets/avatars/3.png',
      edits: { resize: { width: 360 } },
    });
    // The exact encoding of the Serverless Image Handler: base64 of the JSON text.
    expect(url).toBe(
      `https://img.example.org/${btoa('{"bucket":"web-ed-media","key":"assets/avatars/3.png","edits":{"resize":{"width":360}}}')}`,
    );
  });

  it('leaves out edits without a width, rounds a fractional one', () => {
    expect(decode(imageUrl('/assets/a.png', undefined, config))).toEqual({
      bucket: 'web-ed-media',
      key: 'assets/a.png',
    });
    expect(decode(imageUrl('/assets/a.png', 0, config))).toEqual({
      bucket: 'web-ed-media',
      key: 'assets/a.png',
    });
    expect(decode(imageUrl('/assets/a.png', 359.6, config))).toMatchObject({
      edits: { resize: { width: 360 } },
    });
  });

  it('decodes the key and drops query and hash; handles non-Latin names', () => {
    expect(decode(imageUrl('/assets/my%20pic.png?v=2#x', 100, config))).toMatchObject({
      key: 'assets/my pic.png',
    });
    expect(decode(imageUrl('/assets/ภาพ.png', 100, config))).toMatchObject({
      key: 'assets/ภาพ.png',
    });
  });

  it('leaves other sources unchanged', () => {
    for (const src of [
      'https://cdn.example/x.png',
      '/images/x.png',
      'data:image/png;base64,AAA',
      'assets/x.png',
      '',
    ]) {
      expect(imageUrl(src, 360, config)).toBe(src);
    }
  });

  it('without a CDN configured, /assets/ stays on the origin', () => {
    expect(imageUrl('/assets/a.png', 360, {})).toBe('/assets/a.png');
    expect(imageUrl('/assets/a.png', 360, { cdnBase: 'https://img.example.org' })).toBe(
      '/assets/a.png',
    );
    expect(createImageUrl({ cdnBase: '', bucket: 'b' })('/assets/a.png', 10)).toBe('/assets/a.png');
  });

  it('base64Utf8 matches btoa on ASCII', () => {
    expect(base64Utf8('{"a":1}')).toBe(btoa('{"a":1}'));
  });
});
