/**
 * The app reads its strings without i18next (./create.ts over ./reader.ts), from files written
 * for i18next: every string of every language reads as i18next reads it, with its variables,
 * plural forms for many counts, and context variants.
 */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createI18n } from './create';
import { SUPPORTED_LANGS } from './languages';
import { loadBundledPack } from './loader';
import { NAMESPACES } from './namespaces';

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);

describe('the app’s strings read as i18next reads them', () => {
  for (const lang of SUPPORTED_LANGS) {
    it(lang, async () => {
      const pack = await loadBundledPack(lang);
      const reference = i18next.createInstance();
      await reference.init({
        lng: lang,
        fallbackLng: false,
        ns: [...NAMESPACES],
        defaultNS: 'common',
        resources: { [lang]: pack },
        interpolation: { escapeValue: false },
      });
      const ours = await createI18n({ language: lang });
      let checked = 0;
      for (const ns of NAMESPACES) {
        const words = pack[ns] as Record<string, string>;
        const check = (key: string, options: Record<string, string | number>) => {
          checked++;
          expect(ours.t(`${ns}:${key}`, options), `${lang} ${ns}:${key}`).toBe(
            reference.t(`${ns}:${key}`, options),
          );
        };
        for (const [key, text] of Object.entries(words)) {
          const values = Object.fromEntries(variables(text).map((v) => [v, `<${v}>`]));
          const plural = PLURAL.exec(key);
          const context = /^(.+)_([a-z]+)$/.exec(key);
          if (plural)
            for (const count of [0, 1, 2, 3, 5, 11, 21, 101])
              check(plural[1]!, { ...values, count });
          else if (context && typeof words[context[1]!] === 'string')
            check(context[1]!, { ...values, context: context[2]! });
          check(key, values);
        }
      }
      expect(checked).toBeGreaterThan(900);
      expect(ours.t('common:noSuchKey')).toBe(reference.t('common:noSuchKey'));
    });
  }
});
