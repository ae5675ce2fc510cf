import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { APP_VERSION } from '@web-ed/engine';
import { normaliseUrl, stripVersion, withVersion } from './version-param';

describe('normaliseUrl', () => {
  it('adds the version when missing', () => {
    expect(normaliseUrl('https://app.example/home/')).toBe(
      `https://app.example/home/?version=${APP_VERSION}`,
    );
    expect(normaliseUrl('/courses/?sid=5#top', '3.2.0')).toBe('/courses/?sid=5&version=3.2.0#top');
  });

  it('replaces a different version (and duplicates)', () => {
    expect(normaliseUrl('/learn/?version=3.1.0&sid=5&cid=31', '3.2.0')).toBe(
      '/learn/?sid=5&cid=31&version=3.2.0',
    );
    expect(normaliseUrl('/home/?version=3.2.0&version=3.2.0', '3.2.0')).toBe(
      '/home/?version=3.2.0',
    );
  });

  it('leaves a correct URL alone', () => {
    expect(normaliseUrl('/home/?version=3.2.0', '3.2.0')).toBeNull();
    expect(normaliseUrl('https://app.example/?a=1&version=3.2.0', '3.2.0')).toBeNull();
  });

  it('never touches login routes or token-carrying URLs', () => {
    expect(normaliseUrl('/login/')).toBeNull();
    expect(normaliseUrl('/login')).toBeNull();
    expect(normaliseUrl('/login/success/?state=x')).toBeNull();
    expect(normaliseUrl('/login/register/?version=1.0.0')).toBeNull();
    expect(normaliseUrl('/home/?token=abc')).toBeNull();
    expect(normaliseUrl('https://app.example/onboarding/?code=xyz&version=0')).toBeNull();
    // A path that only starts with the letters "login" is a normal page.
    expect(normaliseUrl('/loginx/', '3.2.0')).toBe('/loginx/?version=3.2.0');
  });

  it('is idempotent: the replacement needs no further replacement', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/home/', '/courses/', '/faq/detail/'),
        fc.dictionary(fc.constantFrom('sid', 'cid', 'version', 'x'), fc.string({ maxLength: 5 })),
        (path, query) => {
          const href = `${path}?${new URLSearchParams(query).toString()}`;
          const fixed = normaliseUrl(href, '3.2.0');
          if (fixed !== null) expect(normaliseUrl(fixed, '3.2.0')).toBeNull();
        },
      ),
    );
  });
});

describe('withVersion', () => {
  it('appends the version to internal links, keeping query and hash', () => {
    expect(withVersion('/courses/?sid=5', { version: '3.2.0' })).toBe(
      '/courses/?sid=5&version=3.2.0',
    );
    expect(withVersion('/faq/#general')).toBe(`/faq/?version=${APP_VERSION}#general`);
    expect(withVersion('/home/?version=1.0.0', { version: '3.2.0' })).toBe('/home/?version=3.2.0');
  });

  it('appends source_page for mission-originated links', () => {
    expect(withVersion('/shop/', { sourcePage: 'missions', version: '3.2.0' })).toBe(
      '/shop/?version=3.2.0&source_page=missions',
    );
    expect(withVersion('/shop/', { sourcePage: null, version: '3.2.0' })).toBe(
      '/shop/?version=3.2.0',
    );
  });

  it('leaves external links alone, unless they point at this origin', () => {
    expect(withVersion('https://wa.me/62?text=hi')).toBe('https://wa.me/62?text=hi');
    expect(withVersion('mailto:help@example.org')).toBe('mailto:help@example.org');
    expect(withVersion('//cdn.example/x.png')).toBe('//cdn.example/x.png');
    expect(
      withVersion('https://app.example/home/', { version: '3.2.0' }, 'https://app.example'),
    ).toBe('https://app.example/home/?version=3.2.0');
  });
});

describe('stripVersion', () => {
  it('removes only the version', () => {
    expect(stripVersion('/learn/?sid=5&version=3.2.0&cid=1')).toBe('/learn/?sid=5&cid=1');
    expect(stripVersion('/home/?version=3.2.0')).toBe('/home/');
  });
});
