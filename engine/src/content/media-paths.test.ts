import { describe, expect, it } from 'vitest';
import { contentMediaUrl, mediaPaths } from './media-paths';

describe('course media', () => {
  it('finds every course-relative path once, never a full URL or a root path', () => {
    const content = [
      {
        audio: 'assets/a.ogg',
        again: 'assets/a.ogg',
        nested: [{ image: './assets/pics/b&c.png' }],
      },
      { video: 'https://cdn.example.org/assets/v.mp4', root: '/assets/x.png', text: 'assets/no' },
      { ok: 'assets/ü/é.mp3', word: 'assets' },
    ];
    expect(mediaPaths(content)).toEqual([
      'assets/a.ogg',
      './assets/pics/b&c.png',
      'assets/ü/é.mp3',
    ]);
  });

  it('serves them under the subject, each path segment encoded', () => {
    expect(contentMediaUrl(105, './assets/pics/b&c.png')).toBe(
      '/media/content/105/assets/pics/b%26c.png',
    );
    expect(contentMediaUrl(105, 'assets/ü/é.mp3')).toBe(
      '/media/content/105/assets/%C3%BC/%C3%A9.mp3',
    );
  });
});
