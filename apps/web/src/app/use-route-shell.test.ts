import { describe, expect, it } from 'vitest';
import { createI18n, loadBundledPack, SUPPORTED_LANGS } from '@web-ed/i18n';
import { ROUTES, TITLE_KEYS } from './routes';
import { documentTitle, focusMainHeading, screenOf, type HeadingLike } from './use-route-shell';

describe('route titles', () => {
  it('finds the screen of a path, params included; unknown paths are not found', () => {
    expect(screenOf('/home/')).toBe('home');
    expect(screenOf('/ecopower/task-list/7/3/')).toBe('ecopowerTaskList');
    expect(screenOf('/settings/language')).toBe('settingsLanguage');
    expect(screenOf('/nowhere/')).toBe('notFound');
  });

  it('every route has a title key that exists in every language', async () => {
    for (const r of ROUTES) expect(TITLE_KEYS[r.screen], r.path).toBeTruthy();
    for (const lang of SUPPORTED_LANGS) {
      const pack = (await loadBundledPack(lang)) as unknown as Record<
        string,
        Record<string, string>
      >;
      for (const [screen, key] of Object.entries(TITLE_KEYS)) {
        const [ns, k] = key.split(':') as [string, string];
        expect(pack[ns]?.[k], `${lang} ${screen} ${key}`).toBeTruthy();
      }
    }
  });

  it('titles the document "<screen> · web-ed" in the language', async () => {
    const en = await createI18n({ language: 'en' });
    expect(documentTitle(en.t, 'leaderboard')).toBe('Leaderboard · web-ed');
    expect(documentTitle(en.t, 'notFound')).toBe('Page not found · web-ed');
    const id = await createI18n({ language: 'id' });
    expect(documentTitle(id.t, 'home')).toBe('Beranda · web-ed');
  });
});

function heading(shown = true) {
  const attributes = new Map<string, string>();
  const h = {
    focused: null as FocusOptions | null | undefined,
    hasAttribute: (n: string) => attributes.has(n),
    setAttribute: (n: string, v: string) => void attributes.set(n, v),
    getClientRects: () => ({ length: shown ? 1 : 0 }),
    focus(options?: FocusOptions) {
      h.focused = options;
      active = h;
    },
    attributes,
  };
  return h;
}
let active: unknown = null;

describe('focus on navigation', () => {
  it('focuses the first shown h1 without scrolling, made focusable', () => {
    active = null;
    const hidden = heading(false);
    const shown = heading();
    const ok = focusMainHeading(
      { querySelectorAll: () => [hidden, shown] as HeadingLike[] },
      () => ({
        active: active as null,
        dialogOpen: false,
      }),
    );
    expect(ok).toBe(true);
    expect(active).toBe(shown);
    expect(shown.focused).toEqual({ preventScroll: true });
    expect(shown.attributes.get('tabindex')).toBe('-1');
    expect(hidden.focused).toBeNull();
  });

  it('waits while the screen has no heading yet', () => {
    active = null;
    expect(
      focusMainHeading({ querySelectorAll: () => [] }, () => ({ active: null, dialogOpen: false })),
    ).toBe(false);
  });

  it('leaves the focus to an open dialog or a field the screen focused', () => {
    const h = heading();
    const host = { querySelectorAll: () => [h] };
    expect(focusMainHeading(host, () => ({ active: null, dialogOpen: true }))).toBe(true);
    const field = { tagName: 'INPUT', closest: (s: string) => (s === 'main' ? {} : null) };
    expect(focusMainHeading(host, () => ({ active: field, dialogOpen: false }))).toBe(true);
    expect(h.focused).toBeNull();
  });
});
