import { describe, it, expect } from 'vitest';
import { isIosMobile, isSideNavHidden, type NavContext } from './nav-visibility';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

const ctx = (over: Partial<NavContext> = {}): NavContext => ({
  userAgent: ANDROID,
  hasUser: true,
  pathname: '/leaderboard/',
  search: '',
  ...over,
});

describe('isIosMobile', () => {
  it('iPhone, iPad, and iPadOS desktop mode', () => {
    expect(isIosMobile(IPHONE)).toBe(true);
    expect(isIosMobile(IPHONE.replace('iPhone', 'iPad'))).toBe(true);
    expect(isIosMobile(MAC, 5)).toBe(true);
    expect(isIosMobile(MAC, 0)).toBe(false);
    expect(isIosMobile(ANDROID)).toBe(false);
  });
});

describe('isSideNavHidden', () => {
  it('shown on ordinary pages for a signed-in user on Android', () => {
    expect(isSideNavHidden(ctx())).toBe(false);
    expect(isSideNavHidden(ctx({ pathname: '/courses/' }))).toBe(false);
    expect(isSideNavHidden(ctx({ pathname: '/courses', search: '?sid=5' }))).toBe(false);
    expect(isSideNavHidden(ctx({ pathname: '/voting/detail/' }))).toBe(false);
  });

  it('hidden on iOS mobile and without a user', () => {
    expect(isSideNavHidden(ctx({ userAgent: IPHONE }))).toBe(true);
    expect(isSideNavHidden(ctx({ userAgent: MAC, maxTouchPoints: 5 }))).toBe(true);
    expect(isSideNavHidden(ctx({ hasUser: false }))).toBe(true);
  });

  it('hidden on onboarding, login and home', () => {
    for (const pathname of [
      '/onboarding/',
      '/onboarding/courses/',
      '/onboarding/reward/',
      '/login/',
      '/login/register/',
      '/login',
      '/home/',
      '/home',
      '/',
    ]) {
      expect(isSideNavHidden(ctx({ pathname })), pathname).toBe(true);
    }
  });

  it('hidden on courses with a selected course', () => {
    expect(isSideNavHidden(ctx({ pathname: '/courses/', search: '?selected_course=5' }))).toBe(
      true,
    );
    expect(
      isSideNavHidden(
        ctx({ pathname: '/courses/', search: new URLSearchParams({ selected_course: '5' }) }),
      ),
    ).toBe(true);
    expect(isSideNavHidden(ctx({ pathname: '/courses/', search: '?selected_course=' }))).toBe(
      false,
    );
  });

  it('hidden on vote detail only with a stored vote id and link', () => {
    const detail = { pathname: '/voting/detail/' };
    expect(isSideNavHidden(ctx({ ...detail, storedVote: { id: 3, link: 'abc' } }))).toBe(true);
    expect(isSideNavHidden(ctx({ ...detail, storedVote: { id: '3', link: '' } }))).toBe(false);
    expect(isSideNavHidden(ctx({ ...detail, storedVote: { id: null, link: 'abc' } }))).toBe(false);
    expect(isSideNavHidden(ctx({ ...detail, storedVote: null }))).toBe(false);
    expect(isSideNavHidden(ctx({ pathname: '/voting/', storedVote: { id: 3, link: 'abc' } }))).toBe(
      false,
    );
  });
});
