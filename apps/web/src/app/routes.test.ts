import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { ROUTES } from './routes';

const objects = ROUTES.map((r) => ({ path: r.path, id: r.path }));
const match = (url: string) => matchRoutes(objects, url)?.[0]?.route.id ?? null;

describe('routes', () => {
  it('has no duplicate paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches spelt paths with and without their trailing slash', () => {
    expect(match('/home/')).toBe('/home/');
    expect(match('/settings/language')).toBe('/settings/language');
    expect(match('/ecopower/quiz/3/7/')).toBe('/ecopower/quiz/:id/:chapter_id/');
    expect(match('/math/quiz/result/')).toBe('/math/quiz/result/');
    expect(match('/voting/participate')).toBe('/voting/participate');
    expect(match('/nope/')).toBeNull();
  });

  it('covers every screen of section 2', () => {
    for (const path of ['/chat-buddy/', '/streak/check/', '/my-program/', '/login/register/']) {
      expect(match(path), path).toBe(path);
    }
  });
});
