/**
 * Every locales/ folder of the plugins, the Player and the embed (i18next resource files, one per
 * language): each language has exactly English's keys, the plural forms of its own plural rules,
 * no empty strings and the same {{variables}}; and ./i18n reads each file as i18next does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGS, type Lang } from '@web-ed/engine';
import { translator, type Resource, type TOptions } from '@web-ed/i18n/reader';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ROOTS = ['plugins', 'packages/player/src', 'apps/embed/src'];

/** Folders under a locales/ folder holding en.json. */
function localeFolders(dir: string, inLocales = false): string[] {
  const found = inLocales && existsSync(join(dir, 'en.json')) ? [dir] : [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory())
      found.push(...localeFolders(path, inLocales || entry === 'locales'));
  }
  return found;
}

const FOLDERS = ROOTS.flatMap((r) => localeFolders(join(root, r))).map((f) => relative(root, f));

const read = (folder: string, lang: string): Resource =>
  JSON.parse(readFileSync(join(root, folder, `${lang}.json`), 'utf8')) as Resource;

/** Nested keys as i18next names them, "kinds.theory". */
function flatten(resource: Resource, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === 'object' && value !== null)
      for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** Plain keys, and plural forms grouped by the key they share. */
function shape(strings: Map<string, unknown>) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of strings.keys()) {
    const m = PLURAL.exec(key);
    if (m) plurals.set(m[1]!, (plurals.get(m[1]!) ?? new Set()).add(m[2]!));
    else plain.add(key);
  }
  return { plain, plurals };
}

const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const categories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

describe('locale files', () => {
  it('every plugin with strings, the Player and the embed have theirs', () => {
    const plugins = readdirSync(join(root, 'plugins')).filter((p) =>
      existsSync(join(root, 'plugins', p, 'strings.ts')),
    );
    expect(plugins.length).toBeGreaterThanOrEqual(10);
    expect(FOLDERS).toEqual(
      expect.arrayContaining([
        ...plugins.map((p) => `plugins/${p}/locales`),
        'plugins/reading/locales/items',
        'packages/player/src/locales',
        'apps/embed/src/locales',
      ]),
    );
  });

  for (const folder of FOLDERS) {
    describe(folder, () => {
      it('has one file per language', () => {
        const files = readdirSync(join(root, folder)).filter((f) => f.endsWith('.json'));
        expect(files.sort()).toEqual(SUPPORTED_LANGS.map((l) => `${l}.json`).sort());
      });

      const en = flatten(read(folder, 'en'));
      const enShape = shape(en);
      for (const lang of SUPPORTED_LANGS) {
        it(`${lang}: English's keys, its own plural forms, no empty strings, same variables`, () => {
          const strings = flatten(read(folder, lang));
          const { plain, plurals } = shape(strings);
          expect([...plain].sort()).toEqual([...enShape.plain].sort());
          expect([...plurals.keys()].sort()).toEqual([...enShape.plurals.keys()].sort());
          for (const [base, forms] of plurals) {
            const needed = categories(lang);
            expect([...forms].filter((f) => f !== 'zero').sort(), `${lang} ${base}`).toEqual(
              [...needed].sort(),
            );
          }
          for (const [key, value] of strings) {
            expect(typeof value, `${lang} ${key}`).toBe('string');
            expect(String(value).trim(), `${lang} ${key}`).not.toBe('');
            const m = PLURAL.exec(key);
            const english = m ? en.get(`${m[1]}_other`) : en.get(key);
            expect(variables(value), `${lang} ${key}`).toEqual(variables(english));
          }
        });

        it(`${lang}: read as i18next reads it`, async () => {
          const resource = read(folder, lang);
          const i18n = i18next.createInstance();
          await i18n.init({
            lng: lang,
            fallbackLng: false,
            resources: { [lang]: { translation: resource } },
            interpolation: { escapeValue: false },
          });
          const t = translator(lang as Lang, resource as Record<string, string>);
          const check = (key: string, options: TOptions) =>
            expect(t(key, options), `${lang} ${key} ${JSON.stringify(options)}`).toBe(
              i18n.t(key, options),
            );
          for (const [key, text] of Object.entries(resource)) {
            if (typeof text !== 'string') continue;
            const values = Object.fromEntries(variables(text).map((v) => [v, `<${v}>`]));
            const plural = PLURAL.exec(key);
            const context = /^(.+)_([a-z]+)$/.exec(key);
            if (plural)
              for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1.5])
                check(plural[1]!, { ...values, count });
            else if (context && typeof resource[context[1]!] === 'string')
              check(context[1]!, { ...values, context: context[2]! });
            else {
              check(key, values);
              check(key, {});
            }
          }
        });
      }
    });
  }
});
