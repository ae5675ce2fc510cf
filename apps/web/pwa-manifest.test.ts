import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pwaManifest } from './pwa.config';
import { SHARE_FIELD, SHARE_TARGET_PATH } from './src/lib/storage/cache-names';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Width, height and colour type of a PNG in public/, from its header. */
function png(src: string) {
  const bytes = readFileSync(`${ROOT}public${src}`);
  expect(bytes.subarray(1, 4).toString('latin1'), src).toBe('PNG');
  return { size: `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, colourType: bytes[25] };
}

describe('the web manifest and its pictures', () => {
  it('every icon exists at its declared size', () => {
    for (const icon of pwaManifest.icons ?? [])
      expect(png(icon.src).size, icon.src).toBe(icon.sizes);
  });

  it('has narrow screenshots the install sheet accepts: real files, declared sizes, labelled', () => {
    const shots = pwaManifest.screenshots ?? [];
    expect(shots.length).toBeGreaterThanOrEqual(1);
    for (const shot of shots) {
      expect(png(shot.src).size, shot.src).toBe(shot.sizes);
      const [w, h] = shot.sizes!.split('x').map(Number) as [number, number];
      // Chrome's richer install UI: 320 to 3840 px a side, the long side at most 2.3 times the short.
      expect(Math.min(w, h)).toBeGreaterThanOrEqual(320);
      expect(Math.max(w, h) / Math.min(w, h)).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor).toBe('narrow');
      expect(shot.label).toBeTruthy();
    }
  });

  it("sends files shared to the installed app where the worker takes them, under the worker's field", () => {
    const target = pwaManifest.share_target!;
    expect(target).toMatchObject({
      action: SHARE_TARGET_PATH,
      method: 'POST',
      enctype: 'multipart/form-data',
    });
    expect([target.params.files ?? []].flat().map((f) => f.name)).toEqual([SHARE_FIELD]);
  });

  it('links a 180 px apple-touch-icon from the page', () => {
    const html = readFileSync(`${ROOT}index.html`, 'utf8');
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(png(href!).size).toBe('180x180');
  });

  it("gives pushes a badge with transparency, not the colour icon (Android draws only the badge's alpha)", () => {
    const handler = readFileSync(`${ROOT}public/push-handler.js`, 'utf8');
    const badge = /badge: '([^']+)'/.exec(handler)?.[1];
    const icon = /icon: '([^']+)'/.exec(handler)?.[1];
    expect(badge).toBeDefined();
    expect(badge).not.toBe(icon);
    expect(png(badge!)).toEqual({ size: '96x96', colourType: 6 });
  });
});
