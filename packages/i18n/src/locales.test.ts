/**
 * Every language has exactly English's keys in every namespace, no empty strings, the same
 * interpolation variables, and is really translated.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NAMESPACES } from './namespaces';
import { SUPPORTED_LANGS } from './languages';

const root = fileURLToPath(new URL('../locales/', import.meta.url));

function read(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${root}${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Strings that are the same in English by nature (brand, loanwords that are the local word too). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'common.appName': ['id', 'th', 'hi', 'ms'],
  'onboarding.avatarOption': ['id', 'ms'],
  'courses.popular': ['ms'],
  // The buddy's name.
  'chat.buddy': ['id', 'ms'],
};

const SCRIPT: Partial<Record<string, RegExp>> = { th: /[\u0E00-\u0E7F]/, hi: /[\u0900-\u097F]/ };

describe('locale files', () => {
  it('each language has exactly the namespace files', () => {
    for (const lang of SUPPORTED_LANGS) {
      expect(readdirSync(`${root}${lang}`).sort(), lang).toEqual(
        NAMESPACES.map((n) => `${n}.json`).sort(),
      );
    }
  });

  for (const ns of NAMESPACES) {
    const en = read('en', ns);
    for (const lang of SUPPORTED_LANGS) {
      it(`${lang}/${ns}: same keys as en, no empty strings, same variables`, () => {
        const strings = read(lang, ns);
        expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(strings)) {
          expect(typeof value, `${lang}/${ns}.${key}`).toBe('string');
          expect((value as string).trim(), `${lang}/${ns}.${key}`).not.toBe('');
          expect(variables(value as string), `${lang}/${ns}.${key}`).toEqual(
            variables(en[key] as string),
          );
        }
      });
    }
  }

  it('has the spec texts where the spec gives them', () => {
    expect(read('id', 'errors')).toMatchObject({
      noInternet: 'Tidak ada koneksi internet, Coba lagi.',
      trackingCodeNotFound: 'Kode tracking tidak ditemukan',
      uploadFailed: 'File gagal diunggah silahkan coba kembali',
      uploadNoInternet: 'Tidak ada koneksi internet silahkan periksa koneksi internetmu',
    });
    expect(read('en', 'errors')).toMatchObject({
      noInternet: 'No internet connection, try again.',
      unauthorized: 'Unauthorized request was made',
      incompleteCredentials: 'Incomplete credentials',
      unknownServer: 'Unknown server error',
    });
    expect(read('en', 'onboarding')['nameHint']).toBe('3–50 letters a–z or digits');
    for (const lang of SUPPORTED_LANGS) {
      expect(Object.keys(read(lang, 'common'))).toEqual(
        expect.arrayContaining(['maintenanceTitle', 'maintenanceDescription']),
      );
    }
  });

  it('every navigation entry of section 2 has a label', () => {
    expect(Object.keys(read('en', 'nav'))).toEqual(
      expect.arrayContaining([
        'home',
        'aiChat',
        'certificate',
        'profile',
        'course',
        'community',
        'trackingCode',
        'vote',
        'shop',
        'storage',
        'career',
        'leaderboard',
        'newsfeed',
        'settings',
        'help',
        'logout',
      ]),
    );
  });

  it('no English is left in id, th, hi and ms', () => {
    for (const ns of NAMESPACES) {
      const en = read('en', ns);
      for (const lang of SUPPORTED_LANGS.filter((l) => l !== 'en')) {
        const strings = read(lang, ns);
        for (const [key, value] of Object.entries(strings)) {
          const id = `${ns}.${key}`;
          if (SAME_AS_ENGLISH[id]?.includes(lang)) continue;
          expect(value, `${lang}/${id}`).not.toBe(en[key]);
          const script = SCRIPT[lang];
          if (script) expect(value, `${lang}/${id}`).toMatch(script);
        }
      }
    }
  });
});
