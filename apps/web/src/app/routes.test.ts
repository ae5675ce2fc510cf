import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATH } from '../lib/paths';
import { matchPath } from '../lib/router';
import { routeFor, ROUTES } from './routes';

const match = (url: string) => routeFor(url)?.route.path ?? null;

describe('routes', () => {
  it('has no duplicate paths or screen ids across features', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('matches spelt paths with and without their trailing slash', () => {
    expect(match('/home/')).toBe('/home/');
    expect(match('/settings/language')).toBe('/settings/language');
    expect(match('/ecopower/quiz/3/7/')).toBe('/ecopower/quiz/:id/:chapter_id/');
    expect(match('/math/quiz/result/')).toBe('/math/quiz/result/');
    expect(match('/voting/participate')).toBe('/voting/participate');
    expect(match('/nope/')).toBeNull();
  });

  it('no path opens two routes: the router takes the first that matches', () => {
    const paths = [...ROUTES.map((r) => r.path.replace(/:(\w+)/g, 'x')), '/settings/language/'];
    for (const path of paths)
      expect(
        ROUTES.filter((r) => matchPath(r.path, path)).map((r) => r.path),
        path,
      ).toHaveLength(1);
  });

  it('finds the route module a path opens', () => {
    expect(routeFor('/home/')?.route.id).toBe('home');
    expect(routeFor('/home')?.route.id).toBe('home');
    expect(routeFor('/voting/participate')?.route.path).toBe('/voting/participate');
    expect(routeFor('/ecopower/quiz/3/7/')).toMatchObject({
      route: { path: '/ecopower/quiz/:id/:chapter_id/' },
      params: { id: '3', chapter_id: '7' },
    });
    expect(routeFor('/nope/')).toBeUndefined();
  });

  it('covers every screen of section 2', () => {
    for (const path of ['/chat-buddy/', '/streak/check/', '/my-program/', '/login/register/']) {
      expect(match(path), path).toBe(path);
    }
  });

  it('has a route for every spelt path the screens link to', () => {
    for (const [name, link] of Object.entries(PATH)) {
      if (name === 'sandbox') continue; // the author's sandbox: its own page, not a route
      const path = new URL(link, 'http://x').pathname;
      expect(match(path), name).toBe(path);
    }
  });

  it('gives every route a title key that the strings have', () => {
    const context = { params: {}, search: new URLSearchParams(), lang: 'en' };
    for (const r of ROUTES) {
      const title = typeof r.title === 'function' ? r.title(context) : r.title;
      const [namespace, key] = title.split(':');
      const strings = JSON.parse(
        readFileSync(
          new URL(`../../../../packages/i18n/locales/en/${namespace}.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, unknown>;
      expect(strings, `${r.id}: ${title}`).toHaveProperty([key!]);
    }
  });

  it('names the file each screen comes from where it says one, and every rendered screen says', () => {
    const rendered = ROUTES.filter((r) => r.serverRender);
    expect(rendered.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/login/', '/home/', '/leaderboard/']),
    );
    for (const r of rendered) expect(r.file, `${r.id} is rendered on the server`).toBeDefined();
    const named = ROUTES.filter((r) => r.file);
    expect(named.map((r) => r.path)).toContain('/learn/');
    for (const r of named) {
      const file = r.file!;
      const [, feature, name] =
        /^(apps\/web\/src\/features\/[^/]+)\/([\w/-]+)\.tsx?$/.exec(file) ?? [];
      expect(feature, `${r.id}: ${file}`).toBeDefined();
      const routes = readFileSync(
        new URL(`../../../../${feature}/routes.ts`, import.meta.url),
        'utf8',
      );
      expect(routes, `${r.id}: its routes.ts imports ${file}`).toContain(`import('./${name}')`);
    }
  });
});
