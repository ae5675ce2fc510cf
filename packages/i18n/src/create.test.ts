import { describe, it, expect, vi } from 'vitest';
import { createI18n, loadBundledPack, type PackLoader } from './index';

describe('createI18n', () => {
  it('loads only the active language, lazily', async () => {
    const loadPack = vi.fn<PackLoader>(loadBundledPack);
    const i18n = await createI18n({ language: 'id', loadPack });
    expect(loadPack.mock.calls.map(([lang]) => lang)).toEqual(['id']);
    expect(i18n.t('errors:noInternet')).toBe('Tidak ada koneksi internet, Coba lagi.');
    expect(i18n.t('nav:home')).toBe('Beranda');
    // The default namespace is common.
    expect(i18n.t('maintenanceTitle')).toBe('web-ed sedang dalam perbaikan');
    expect(i18n.has(['common'], 'en')).toBe(false);

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

  it('addStrings replaces keys of a language and keeps the rest', async () => {
    const i18n = await createI18n({ language: 'hi' });
    i18n.addStrings('hi', { common: { retry: 'दोबारा कोशिश करो' } });
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

  it('starts from the strings a rendered page brought, loading the pack only when asked', async () => {
    const loadPack = vi.fn<PackLoader>(loadBundledPack);
    const i18n = await createI18n({
      language: 'id',
      loadPack,
      strings: { home: { greeting: 'Halo, {{name}}!' } },
      overrides: () => ({ home: { newsTitle: 'Kabar' } }),
    });
    expect(loadPack).not.toHaveBeenCalled();
    expect(i18n.ready(['home'])).toBeNull();
    expect(i18n.t('home:greeting', { name: 'Rina' })).toBe('Halo, Rina!');
    expect(i18n.t('home:newsTitle')).toBe('Kabar');

    const before = i18n.version;
    const pending = i18n.ready(['home', 'nav']);
    expect(pending, 'a namespace the page did not bring').toBeInstanceOf(Promise);
    expect(i18n.ready(['nav']), 'the same load, as React’s use needs').toBe(pending);
    await pending;
    expect(loadPack.mock.calls.map(([lang]) => lang)).toEqual(['id']);
    expect(i18n.version).toBeGreaterThan(before);
    expect(i18n.ready(['nav'])).toBeNull();
    expect(i18n.t('nav:home')).toBe('Beranda');
    // The device's newer strings still win over the bundled pack.
    expect(i18n.t('home:newsTitle')).toBe('Kabar');
  });

  it('a key of a namespace not yet loaded starts its pack and re-renders', async () => {
    const i18n = await createI18n({ language: 'en', strings: { common: { appName: 'web-ed' } } });
    const changed = vi.fn();
    i18n.subscribe(changed);
    expect(i18n.t('nav:home')).toBe('home');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(i18n.t('nav:home')).toBe('Home');
  });

  it('hands over the strings of the namespaces a render used, once', async () => {
    const i18n = await createI18n({ language: 'en' });
    i18n.takeUsedStrings();
    i18n.ready(['home']);
    i18n.t('nav:home');
    i18n.fixedT('leaderboard')('title');
    const used = i18n.takeUsedStrings();
    expect(Object.keys(used).sort()).toEqual(['home', 'leaderboard', 'nav']);
    expect(used.nav?.['home']).toBe('Home');
    expect(i18n.takeUsedStrings()).toEqual({});
  });

  it('tells its listeners of a change of language, after the pack has come', async () => {
    const i18n = await createI18n({ language: 'en' });
    const seen: string[] = [];
    const stop = i18n.onLanguageChanged((lang) => seen.push(`${lang}:${i18n.t('nav:home')}`));
    await i18n.changeLanguage('ms');
    await i18n.changeLanguage('ms');
    stop();
    await i18n.changeLanguage('en');
    expect(seen).toEqual(['ms:Utama']);
  });

  it('does not wait on a pack that failed: its keys show, and a later read tries again', async () => {
    let fail = true;
    const loadPack = vi.fn<PackLoader>((lang) =>
      fail ? Promise.reject(new TypeError('offline')) : loadBundledPack(lang),
    );
    const i18n = await createI18n({ language: 'th', loadPack });
    expect(loadPack).toHaveBeenCalledTimes(2);
    expect(i18n.ready(['nav']), 'rendered with its keys, not suspended again').toBeNull();
    fail = false;
    await vi.waitFor(() => expect(i18n.t('nav:home')).toBe('หน้าแรก'));
  });

  it('renders again only when the arriving strings change what is shown', async () => {
    const i18n = await createI18n({ language: 'en', strings: { nav: { home: 'Home' } } });
    const changed = vi.fn();
    i18n.subscribe(changed);
    await i18n.load('en');
    expect(changed, 'the pack brings the same words the page had').not.toHaveBeenCalled();
    i18n.addStrings('en', { nav: { home: 'Home' } });
    expect(changed).not.toHaveBeenCalled();
    i18n.addStrings('en', { nav: { home: 'Start' } });
    expect(changed).toHaveBeenCalledTimes(1);
    i18n.addStrings('id', { nav: { home: 'Mulai' } });
    expect(changed, 'another language shows nothing yet').toHaveBeenCalledTimes(1);
  });
});
