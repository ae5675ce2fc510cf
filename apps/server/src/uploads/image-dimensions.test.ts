import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions';
import { checkImage } from './image-check';

/** A 1×1 PNG and a minimal JPEG header with a SOF0 of 2000×10. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = (w: number, h: number) =>
  Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    h >> 8,
    h & 255,
    w >> 8,
    w & 255,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);

describe('image checks', () => {
  it('reads PNG and JPEG dimensions', () => {
    expect(imageDimensions(PNG_1x1)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(jpeg(2000, 10))).toEqual({ width: 2000, height: 10 });
    expect(imageDimensions(Buffer.from('GIF89a'))).toBeNull();
  });
  it('sniffs the bytes: PNG passes; text, SVG and oversize images are refused', async () => {
    expect(await checkImage(PNG_1x1)).toMatchObject({ ok: true, ext: 'png', width: 1 });
    expect(await checkImage(Buffer.from('<svg onload="alert(1)"></svg>'))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await checkImage(Buffer.alloc(0))).toEqual({ ok: false, reason: 'size' });
    expect(await checkImage(Buffer.alloc(1024 * 1024 + 1))).toEqual({ ok: false, reason: 'size' });
    expect(await checkImage(jpeg(2000, 10))).toEqual({ ok: false, reason: 'dimension' });
  });
});
