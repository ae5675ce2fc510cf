import { describe, expect, it } from 'vitest';
import { createI18n } from '@web-ed/i18n';
import { routeFor } from './routes';
import { documentTitle, focusMainHeading, type HeadingLike } from './route-shell';

const context = (search = '') => ({ params: {}, search: new URLSearchParams(search), lang: 'en' });

describe('route titles', () => {
  it('finds the route of a path, with its parameters; an unknown path has none', () => {
    expect(routeFor('/home/')?.route.id).toBe('home');
    const taskList = routeFor('/ecopower/task-list/7/3/');
    expect(taskList?.route.id).toBe('ecopowerTaskList');
    expect(taskList?.params).toEqual({ id: '7', chapter_id: '3' });
    expect(routeFor('/settings/language')?.route.id).toBe('settingsLanguage');
    expect(routeFor('/nowhere/') ?? null).toBeNull();
  });

  it('titles the document "<screen> · web-ed" in the language, choosing by the query where the route does', async () => {
    const en = await createI18n({ language: 'en' });
    const title = (path: string, search = '') =>
      documentTitle(en.t, routeFor(path)?.route ?? null, context(search));
    expect(title('/leaderboard/')).toBe('Leaderboard · web-ed');
    expect(title('/404/')).toBe('Page not found · web-ed');
    expect(title('/nowhere/')).toBe('web-ed');
    expect(title('/faq/')).not.toBe(title('/faq/', 'category=voting'));
    const id = await createI18n({ language: 'id' });
    expect(documentTitle(id.t, routeFor('/home/')!.route, context())).toBe('Beranda · web-ed');
  });
});

let active: unknown = null;

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

describe('focus on navigation', () => {
  it('focuses the first shown h1 without scrolling, made focusable', () => {
    active = null;
    const hidden = heading(false);
    const shown = heading();
    const done = focusMainHeading(
      { querySelectorAll: () => [hidden, shown] as HeadingLike[] },
      () => ({
        active: active as null,
        dialogOpen: false,
      }),
    );
    expect(done).toBe(true);
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
