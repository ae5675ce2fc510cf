import { describe, it, expect } from 'vitest';
import { convertHashLink } from './hash-links';

const at = (hash: string, base = 'https://app.example/') => convertHashLink(base + hash);

describe('convertHashLink', () => {
  it('faq: list, category, detail with id and category', () => {
    expect(at('#/faq')).toBe('/faq/');
    expect(at('#/faq/voting')).toBe('/faq/?category=voting');
    expect(at('#/faq/detail/12')).toBe('/faq/detail/?id=12');
    expect(at('#/faq/detail/12/general')).toBe('/faq/detail/?id=12&category=general');
    expect(at('#/faq/detail?id=12&category=general')).toBe('/faq/detail/?id=12&category=general');
    expect(at('#/faq/detail')).toBe('/faq/');
  });

  it('learn: sid, cid and source', () => {
    expect(at('#/learn/5/31/home')).toBe('/learn/?sid=5&cid=31&source=home');
    expect(at('#/learn/5/31')).toBe('/learn/?sid=5&cid=31');
    expect(at('#/learn?sid=5&cid=31&source=mission')).toBe('/learn/?sid=5&cid=31&source=mission');
    expect(at('#/learn/5')).toBe('/courses/?sid=5');
    expect(at('#/learn')).toBe('/courses/');
  });

  it('courses: sid', () => {
    expect(at('#/courses/5')).toBe('/courses/?sid=5');
    expect(at('#/courses?sid=7')).toBe('/courses/?sid=7');
    expect(at('#/courses')).toBe('/courses/');
  });

  it('path segments win over the hash query; values are decoded and re-encoded', () => {
    expect(at('#/courses/5?sid=9')).toBe('/courses/?sid=5');
    expect(at('#/faq/detail/3/learn%20streak')).toBe('/faq/detail/?id=3&category=learn+streak');
  });

  it('accepts #!/ and any case of the route name', () => {
    expect(at('#!/courses/5')).toBe('/courses/?sid=5');
    expect(at('#/FAQ/Detail/1')).toBe('/faq/detail/?id=1');
  });

  it('other route hashes go home', () => {
    expect(at('#/')).toBe('/home/');
    expect(at('#/shop')).toBe('/home/');
    expect(at('#/voting/detail/3')).toBe('/home/');
  });

  it('keeps the page query (e.g. utm) and lets the hash parameters win', () => {
    expect(at('#/learn/5/31', 'https://app.example/?utm_source=wa')).toBe(
      '/learn/?utm_source=wa&sid=5&cid=31',
    );
    expect(at('#/courses/5', 'https://app.example/?sid=1')).toBe('/courses/?sid=5');
  });

  it('leaves URLs without a route hash alone', () => {
    expect(convertHashLink('https://app.example/home/')).toBeNull();
    expect(convertHashLink('https://app.example/faq/#general')).toBeNull();
    expect(convertHashLink('/settings/#main-content')).toBeNull();
    expect(convertHashLink('/settings/#')).toBeNull();
  });
});
