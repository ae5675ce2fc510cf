import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SUPPORTED_LANGS, isLang, resolveLang } from './lang';

describe('lang', () => {
  it('lists exactly the five supported languages', () => {
    expect([...SUPPORTED_LANGS].sort()).toEqual(['en', 'hi', 'id', 'ms', 'th']);
  });

  it('keeps supported languages as they are', () => {
    for (const lang of SUPPORTED_LANGS) expect(resolveLang(lang)).toBe(lang);
  });

  it('falls back to en for unknown or malformed values', () => {
    expect(resolveLang('fr')).toBe('en');
    expect(resolveLang('EN')).toBe('en');
    expect(resolveLang('')).toBe('en');
    expect(resolveLang(undefined)).toBe('en');
    expect(resolveLang(42)).toBe('en');
    expect(isLang('id-ID')).toBe(false);
  });

  it('always resolves to a supported language', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(SUPPORTED_LANGS).toContain(resolveLang(v));
      }),
    );
  });
});
