/** PUBLIC_URL: where absolute links (a certificate's verification URL) point. */
import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrl } from '../config';
import { verifyUrl } from './student-certificates';

describe('PUBLIC_URL and the verification URL', () => {
  it("defaults to the server's own local address", () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ HOST: '::', PORT: '81' }).publicUrl).toBe('http://127.0.0.1:81');
    expect(publicUrl(undefined, '::1', 8080)).toBe('http://[::1]:8080');
    expect(publicUrl('', '10.0.0.4', 8080)).toBe('http://10.0.0.4:8080');
  });

  it('takes an http(s) URL, with a path prefix, without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.org/' }).publicUrl).toBe(
      'https://learn.example.org',
    );
    expect(publicUrl('https://Example.org:8443/web-ed/', 'x', 1)).toBe(
      'https://example.org:8443/web-ed',
    );
    for (const bad of [
      'learn.example.org',
      'ftp://learn.example.org',
      'https://learn.example.org/?a=1',
      'https://learn.example.org/#x',
      'https://user@learn.example.org',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });

  it('builds the verification URL from it, the code escaped', () => {
    expect(verifyUrl('https://learn.example.org', 'ABCD1234EFGH')).toBe(
      'https://learn.example.org/certificates/?verify=ABCD1234EFGH',
    );
    expect(verifyUrl('https://x.org/web-ed', 'a&b')).toBe(
      'https://x.org/web-ed/certificates/?verify=a%26b',
    );
  });
});
