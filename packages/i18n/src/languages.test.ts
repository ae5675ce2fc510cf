import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_LANG, LANGUAGE_NAMES, SUPPORTED_LANGS, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first two letters of a supported device language', () => {
    expect(pickLanguage('id-ID')).toBe('id');
    expect(pickLanguage('th')).toBe('th');
    expect(pickLanguage('hi-IN')).toBe('hi');
    expect(pickLanguage('ms-MY')).toBe('ms');
    expect(pickLanguage('en-GB')).toBe('en');
    expect(pickLanguage('TH-th')).toBe('th');
  });

  it('falls back to en for unsupported, empty or missing languages', () => {
    expect(pickLanguage('fr-FR')).toBe('en');
    expect(pickLanguage('zh-Hans-CN')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage(null)).toBe('en');
    expect(pickLanguage('i')).toBe('en');
  });

  it('respects a narrower supported list from the server', () => {
    expect(pickLanguage('th-TH', ['en', 'id'])).toBe('en');
    expect(pickLanguage('id-ID', ['en', 'id'])).toBe('id');
    // Codes the app has no strings for are never picked, whatever the server lists.
    expect(pickLanguage('fr-FR', ['en', 'fr'])).toBe('en');
  });

  it('always returns a supported language', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(SUPPORTED_LANGS).toContain(pickLanguage(s));
      }),
    );
  });

  it('en is the default and every language has a name in its own script', () => {
    expect(DEFAULT_LANG).toBe('en');
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LANGS].sort());
  });
});
