import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  BACK_HISTORY_MAX,
  BackHistory,
  backMove,
  HOME_ROUTE,
  isIgnoredRoute,
  normaliseRoute,
  popBack,
  pushRoute,
} from './back-history';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('isIgnoredRoute', () => {
  it('ignores the spec list', () => {
    for (const route of [
      '/faq/?category=general',
      '/faq/detail/?id=1&category=voting',
      '/missions/completed/',
      '/courses/review-time/?sid=1&cid=2',
      '/streak/check/',
      '/login/',
      '/login/success/',
      '/voting/',
      '/voting/detail/',
      '/vote/',
      '/home/?utm_source=wa',
      '/courses/?UTM_campaign=x',
      '/learn/?sid=5&cid=31',
      '/math/quiz/?cid=3&chapter_id=4',
    ]) {
      expect(isIgnoredRoute(route), route).toBe(true);
    }
  });

  it('keeps ordinary pages', () => {
    for (const route of [
      '/home/',
      '/faq/',
      '/faq/detail/?id=1',
      '/courses/?sid=5',
      '/missions/',
      '/streak/',
      '/profile/',
    ]) {
      expect(isIgnoredRoute(route), route).toBe(false);
    }
  });
});

describe('normaliseRoute', () => {
  it('drops version and hash, adds the trailing slash', () => {
    expect(normaliseRoute('/courses?sid=5&version=3.2.0#x')).toBe('/courses/?sid=5');
    expect(normaliseRoute('/home')).toBe('/home/');
  });
});

describe('pushRoute / popBack', () => {
  it('starts from home and records pages in order', () => {
    let h = pushRoute([], '/courses/?sid=5');
    h = pushRoute(h, '/profile/?version=3.2.0');
    expect(h).toEqual([HOME_ROUTE, '/courses/?sid=5', '/profile/']);
  });

  it('skips ignored routes and repeats, resets on home, cuts back on a revisit', () => {
    let h = [HOME_ROUTE];
    h = pushRoute(h, '/courses/');
    h = pushRoute(h, '/learn/?sid=1&cid=2');
    h = pushRoute(h, '/courses/');
    expect(h).toEqual([HOME_ROUTE, '/courses/']);
    h = pushRoute(h, '/profile/');
    h = pushRoute(h, '/settings/');
    h = pushRoute(h, '/courses/');
    expect(h).toEqual([HOME_ROUTE, '/courses/']);
    expect(pushRoute(h, '/home/')).toEqual([HOME_ROUTE]);
    expect(pushRoute(h, '/')).toEqual([HOME_ROUTE]);
  });

  it('back forgets the current page and returns the previous one', () => {
    const h = [HOME_ROUTE, '/courses/', '/profile/'];
    expect(popBack(h, '/profile/?version=3.2.0')).toEqual({
      target: '/courses/',
      history: [HOME_ROUTE, '/courses/'],
    });
    // From an ignored page (not recorded), back goes to the last recorded one.
    expect(popBack(h, '/learn/?sid=1&cid=2')).toEqual({ target: '/profile/', history: h });
    expect(popBack([HOME_ROUTE], '/home/')).toEqual({ target: HOME_ROUTE, history: [HOME_ROUTE] });
  });

  it('always keeps home first, no ignored routes, no adjacent duplicates, bounded length', () => {
    const routes = fc.constantFrom(
      '/home/',
      '/courses/',
      '/courses/?sid=1',
      '/profile/',
      '/voting/',
      '/learn/?cid=1',
      '/faq/?category=a',
      '/shop/',
      '/missions/',
      '/settings/',
    );
    fc.assert(
      fc.property(fc.array(routes, { maxLength: 80 }), (visits) => {
        let h: string[] = [HOME_ROUTE];
        for (const v of visits) h = pushRoute(h, v);
        expect(h[0]).toBe(HOME_ROUTE);
        expect(h.length).toBeLessThanOrEqual(BACK_HISTORY_MAX);
        expect(new Set(h).size).toBe(h.length);
        for (const r of h) expect(isIgnoredRoute(r)).toBe(false);
      }),
    );
  });
});

describe('BackHistory', () => {
  it('persists per session and survives a reload', () => {
    const storage = memoryStorage();
    const first = new BackHistory(storage);
    first.push('/courses/');
    first.push('/profile/');
    const reloaded = new BackHistory(storage);
    expect(reloaded.routes).toEqual([HOME_ROUTE, '/courses/', '/profile/']);
    expect(reloaded.back('/profile/')).toBe('/courses/');
    expect(new BackHistory(storage).routes).toEqual([HOME_ROUTE, '/courses/']);
    reloaded.reset();
    expect(new BackHistory(storage).routes).toEqual([HOME_ROUTE]);
  });

  it('starts from home when the stored value is missing or corrupt', () => {
    const storage = memoryStorage();
    storage.data.set('back_history', '{nope');
    expect(new BackHistory(storage).routes).toEqual([HOME_ROUTE]);
    storage.data.set('back_history', '["/profile/"]');
    expect(new BackHistory(storage).routes).toEqual([HOME_ROUTE]);
    expect(new BackHistory().routes).toEqual([HOME_ROUTE]);
  });

  it('keeps working when storage throws', () => {
    const h = new BackHistory({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    h.push('/shop/');
    expect(h.routes).toEqual([HOME_ROUTE, '/shop/']);
  });
});

describe('backMove', () => {
  it("uses the browser's back when the previous entry is the target, version and slash aside", () => {
    expect(backMove('/profile/', '/profile/?version=3.2.0')).toBe('history');
    expect(backMove('/shop/?tab=2', '/shop?tab=2')).toBe('history');
  });

  it('replaces the entry when the browser came from elsewhere or from nowhere', () => {
    expect(backMove('/profile/', '/shop/')).toBe('replace');
    expect(backMove('/home/', null)).toBe('replace');
    expect(backMove('/shop/?tab=2', '/shop/?tab=1')).toBe('replace');
  });
});
