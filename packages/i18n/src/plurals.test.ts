/**
 * Count strings come in plural forms (`key_one`, `key_other`, decisions.md): i18next picks the
 * form each language's rules select, so "1 question" and "2 questions" in English, and the one
 * form of Indonesian, Thai and Malay.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createI18n } from './create';
import { SUPPORTED_LANGS } from './languages';

const root = fileURLToPath(new URL('../locales/', import.meta.url));

/** Every key of a language, as `namespace:key`. */
function keys(lang: string): string[] {
  return readdirSync(`${root}${lang}`).flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(`${root}${lang}/${file}`, 'utf8')) as object).map(
      (key) => `${file.replace(/\.json$/, '')}:${key}`,
    ),
  );
}

describe('plural forms', () => {
  it('every count string has its _one and _other forms in every language', () => {
    const plural = new Set(
      keys('en')
        .filter((k) => /_(one|other)$/.test(k))
        .map((k) => k.replace(/_(one|other)$/, '')),
    );
    expect(plural.size).toBeGreaterThan(5);
    for (const lang of SUPPORTED_LANGS) {
      const all = new Set(keys(lang));
      for (const base of plural) {
        expect(all.has(`${base}_one`) && all.has(`${base}_other`), `${lang} ${base}`).toBe(true);
        expect(all.has(base), `${lang} ${base} has no bare form beside its plurals`).toBe(false);
      }
    }
  });

  it('picks the form of the language', async () => {
    const en = await createI18n({ language: 'en' });
    expect(en.t('play:questions', { count: 1 })).toBe('1 question');
    expect(en.t('play:questions', { count: 2 })).toBe('2 questions');
    expect(en.t('play:questions', { count: 0 })).toBe('0 questions');
    const id = await createI18n({ language: 'id' });
    expect(id.t('play:questions', { count: 1 })).toBe(
      id.t('play:questions', { count: 2 }).replace('2', '1'),
    );
  });
});
