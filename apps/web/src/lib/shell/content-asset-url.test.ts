import { describe, expect, it } from 'vitest';
import { contentAssetUrl, mediaPaths } from './content-asset-url';

describe('contentAssetUrl', () => {
  it("puts a course-relative path under the course's media route", () => {
    expect(contentAssetUrl(105, 'assets/lis-1-1-01.ogg')).toBe(
      '/media/content/105/assets/lis-1-1-01.ogg',
    );
    expect(contentAssetUrl(7, './assets/a b.png')).toBe('/media/content/7/assets/a%20b.png');
  });

  it('sends /assets/ images to the image CDN at the asked width, not audio', () => {
    const cdn = { cdnBase: 'https://img.example', bucket: 'web-ed' };
    const url = contentAssetUrl(105, '/assets/cat.png', { width: 720, cdn });
    expect(url.startsWith('https://img.example/')).toBe(true);
    const descriptor = JSON.parse(atob(url.slice('https://img.example/'.length))) as unknown;
    expect(descriptor).toEqual({
      bucket: 'web-ed',
      key: 'assets/cat.png',
      edits: { resize: { width: 720 } },
    });
    expect(contentAssetUrl(105, '/assets/talk.ogg', { width: 720, cdn })).toBe('/assets/talk.ogg');
    expect(contentAssetUrl(105, '/assets/cat.png', { width: 720, cdn: {} })).toBe(
      '/assets/cat.png',
    );
  });

  it('keeps absolute URLs and root paths', () => {
    for (const url of [
      'https://cdn.example/x.mp4',
      'data:image/png;base64,AAAA',
      'blob:https://app/1',
      '/assets/logo.svg',
    ]) {
      expect(contentAssetUrl(105, url)).toBe(url);
    }
  });
});

describe('mediaPaths', () => {
  it('finds every course-relative media path, once, at any depth', () => {
    const content = [
      { type: 32, audio: 'assets/a.ogg', options: [{ image: './assets/b.png' }] },
      { nested: { deeper: ['assets/a.ogg', 'assets/c.webm'] } },
    ];
    expect(mediaPaths(content).sort()).toEqual(['./assets/b.png', 'assets/a.ogg', 'assets/c.webm']);
  });

  it('ignores text, absolute URLs and paths without a file type', () => {
    expect(
      mediaPaths({
        text: 'Listen to assets/a.ogg twice',
        video: 'https://cdn.example/v.mp4',
        root: '/assets/logo.svg',
        folder: 'assets/',
      }),
    ).toEqual([]);
  });
});
