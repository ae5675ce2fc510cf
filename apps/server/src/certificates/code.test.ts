import { describe, expect, it } from 'vitest';
import { codeFromBytes, displayCode, newCertificateCode, normaliseCertificateCode } from './code';

describe('certificate codes', () => {
  it('are 12 base32 characters without I, L, O, U', () => {
    for (let i = 0; i < 50; i++) expect(newCertificateCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(codeFromBytes(new Uint8Array(8))).toBe('000000000000');
  });

  it('are read back from any case, with dashes and spaces', () => {
    const code = newCertificateCode();
    expect(normaliseCertificateCode(displayCode(code).toLowerCase())).toBe(code);
    expect(normaliseCertificateCode(` ${code} `)).toBe(code);
    expect(normaliseCertificateCode('ABC')).toBeNull();
    expect(normaliseCertificateCode('OOOOOOOOOOOO')).toBeNull();
  });

  it('display in groups of four', () => {
    expect(displayCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});
