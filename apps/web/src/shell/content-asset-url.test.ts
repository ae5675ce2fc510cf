import { describe, expect, it } from 'vitest';
import { contentAssetUrl } from './content-asset-url';

describe('contentAssetUrl', () => {
  it("puts a course-relative path under the course's media route", () => {
    expect(contentAssetUrl(105, 'assets/lis-1-1-01.ogg')).toBe(
      '/media/content/105/assets/lis-1-1-01.ogg',
    );
    expect(contentAssetUrl(7, './assets/a b.png')).toBe('/media/content/7/assets/a%20b.png');
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
