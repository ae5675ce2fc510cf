import { describe, expect, it } from 'vitest';
import { linkTokens, safeHref } from './link-tokens';

describe('link tokens', () => {
  it('finds http(s) links and leaves trailing punctuation outside', () => {
    expect(linkTokens('See https://example.org/a?b=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(linkTokens('(http://x.test)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: ')' },
    ]);
  });
  it('never makes script, handlers or javascript: links', () => {
    const evil =
      '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3) data:text/html,hi';
    expect(linkTokens(evil)).toEqual([{ kind: 'text', text: evil }]);
    expect(linkTokens('https://ok.test"onmouseover="x')).toEqual([
      { kind: 'link', text: 'https://ok.test', href: 'https://ok.test/' },
      { kind: 'text', text: '"onmouseover="x' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });
  it('keeps plain text and empty input', () => {
    expect(linkTokens('')).toEqual([]);
    expect(linkTokens('halo semua')).toEqual([{ kind: 'text', text: 'halo semua' }]);
  });
});
