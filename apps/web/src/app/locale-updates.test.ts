import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadBundledPack } from '@web-ed/i18n';
import type { ApiClient } from '@web-ed/api-client';
import { memoryStorage } from '../lib/test-support/memory-storage';
import { keepsPublishedStrings, refreshLocale } from './locale-updates';

const en = await loadBundledPack('en');

afterEach(() => vi.unstubAllGlobals());

/** The server's answers: `published` strings at `version` for every language. */
function serverPublishes(
  version: number,
  published: Record<string, Record<string, string>>,
): Pick<ApiClient, 'request'> {
  return {
    request: async <T>(_method: string, path: string) =>
      (path.endsWith('config.json')
        ? { supported_language: ['en'], locale_version: { en: version } }
        : { lang: 'en', version, pack: published }) as T,
  };
}

describe('published strings', () => {
  it('counts as kept only when the kept pack has words (an empty answer is kept too)', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const i18n = await createI18n({ language: 'en', loadPack: async () => en });
    expect(keepsPublishedStrings('en')).toBe(false);
    expect(await refreshLocale(i18n, serverPublishes(0, {}))).toBe(true);
    expect(keepsPublishedStrings('en'), 'nothing published').toBe(false);
    expect(
      await refreshLocale(i18n, serverPublishes(1, { errors: { noInternet: 'Offline!' } })),
    ).toBe(true);
    expect(keepsPublishedStrings('en')).toBe(true);
    expect(keepsPublishedStrings('id')).toBe(false);
  });

  it("on a rendered page's strings, loads the whole pack before laying a few words over it", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const loadPack = vi.fn(async () => en);
    const i18n = await createI18n({
      language: 'en',
      loadPack,
      strings: { common: en.common, home: en.home },
    });
    expect(loadPack).not.toHaveBeenCalled();
    await refreshLocale(i18n, serverPublishes(2, { errors: { noInternet: 'Offline!' } }));
    expect(loadPack).toHaveBeenCalledTimes(1);
    expect(i18n.t('errors:noInternet')).toBe('Offline!');
    // The rest of the namespace is the pack's, not its keys.
    expect(i18n.t('errors:uploadFailed')).toBe(en.errors.uploadFailed);
  });

  it('loads no pack when nothing new was published', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const loadPack = vi.fn(async () => en);
    const i18n = await createI18n({ language: 'en', loadPack, strings: { common: en.common } });
    await refreshLocale(i18n, serverPublishes(0, {}));
    expect(loadPack).not.toHaveBeenCalled();
  });
});
