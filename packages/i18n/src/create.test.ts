import { describe, it, expect, vi } from 'vitest';
import { applyPack, createI18n, loadBundledPack, type PackLoader } from './index';

describe('createI18n', () => {
  it('loads only the active language, lazily', async () => {
    const loadPack = vi.fn<PackLoader>(loadBundledPack);
    const i18n = await createI18n({ language: 'id', loadPack });
    expect(loadPack.mock.calls.map(([lang]) => lang)).toEqual(['id']);
    expect(i18n.t('errors:noInternet')).toBe('Tidak ada koneksi internet, Coba lagi.');
    expect(i18n.t('nav:home')).toBe('Beranda');
    // The default namespace is common.
    expect(i18n.t('maintenanceTitle')).toBe('web-ed sedang dalam perbaikan');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);

    await i18n.changeLanguage('th');
    await i18n.changeLanguage('id');
    await i18n.changeLanguage('th');
    expect(loadPack.mock.calls.map(([lang]) => lang)).toEqual(['id', 'th']);
    expect(i18n.t('errors:trackingCodeNotFound')).toBe('ไม่พบรหัสติดตาม');
  });

  it('defaults to English and interpolates without HTML escaping (React escapes)', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('home:greeting', { name: 'Rina & <Co>' })).toBe('Hi, Rina & <Co>!');
    expect(i18n.t('result:stars', { stars: 2 })).toBe('2 of 3 stars');
  });

  it('each bundled pack holds every namespace', async () => {
    for (const lang of ['en', 'id', 'th', 'hi', 'ms'] as const) {
      const pack = await loadBundledPack(lang);
      expect(Object.keys(pack).sort()).toEqual([
        'auth',
        'chat',
        'common',
        'community',
        'courses',
        'dialogs',
        'ecopower',
        'errors',
        'faq',
        'home',
        'leaderboard',
        'learn',
        'learnalytics',
        'math',
        'missions',
        'nav',
        'notifications',
        'onboarding',
        'play',
        'profile',
        'programs',
        'result',
        'settings',
        'shop',
        'skillcheck',
        'streak',
        'voting',
      ]);
    }
  });

  it('lays overrides over the bundled strings', async () => {
    const i18n = await createI18n({
      language: 'ms',
      overrides: (lang) => (lang === 'ms' ? { nav: { home: 'Laman utama' } } : null),
    });
    expect(i18n.t('nav:home')).toBe('Laman utama');
    expect(i18n.t('nav:shop')).toBe('Kedai');
  });

  it('applyPack replaces keys of a language and keeps the rest', async () => {
    const i18n = await createI18n({ language: 'hi' });
    applyPack(i18n, 'hi', { common: { retry: 'दोबारा कोशिश करो' } });
    expect(i18n.t('retry')).toBe('दोबारा कोशिश करो');
    expect(i18n.t('cancel')).toBe('रद्द करो');
  });

  it('shows the key rather than crashing when a pack cannot load (offline, not cached)', async () => {
    const i18n = await createI18n({
      language: 'th',
      loadPack: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(i18n.t('nav:home')).toBe('home');
  });
});
