import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@web-ed/i18n/react';
import { AppRouter } from '../../lib/router';
import { proxy } from 'valtio';
import { createI18n, type Lang } from '@web-ed/i18n';
import { isChunkLoadError, RouteErrorBoundary, ScreenFailed } from './route-error-boundary';
import { reportError } from './sentry';

// The store reads localStorage and navigator when loaded; the fallback needs only the session.
const store = vi.hoisted(() => ({ state: null as unknown as { session: object | null } }));
vi.mock('../../lib/store', () => {
  store.state = proxy({ session: null });
  return { state: store.state };
});
vi.mock('./sentry', () => ({ reportError: vi.fn() }));

async function fallback(lang: Lang): Promise<string> {
  const i18n = await createI18n({ language: lang });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <AppRouter url="/home/">
        <ScreenFailed onRetry={() => undefined} />
      </AppRouter>
    </I18nProvider>,
  );
}

describe('route error boundary', () => {
  afterEach(() => {
    store.state.session = null;
  });

  it('switches to the fallback on an error and reports it with the route', () => {
    const error = new Error('Home crashed');
    expect(RouteErrorBoundary.getDerivedStateFromError(error)).toEqual({ error });
    const boundary = new RouteErrorBoundary({ route: '/home/', children: null });
    boundary.componentDidCatch(error, { componentStack: '\n    at Home' });
    expect(reportError).toHaveBeenCalledWith(error, {
      route: '/home/',
      componentStack: '\n    at Home',
    });
  });

  it('renders its children while nothing failed', () => {
    const child = <p>fine</p>;
    expect(new RouteErrorBoundary({ route: '/home/', children: child }).render()).toBe(child);
  });

  it('shows a translated fallback with "try again" and a link home', async () => {
    store.state.session = {};
    const en = await fallback('en');
    expect(en).toContain('role="alert"');
    expect(en).toContain('This screen couldn&#x27;t open');
    expect(en).toContain('>Try again</button>');
    expect(en).toMatch(/<a [^>]*href="\/home\/\?[^"]*"[^>]*>Back to home<\/a>/);
    expect(await fallback('id')).toContain('Layar ini gagal dibuka');
    expect(await fallback('th')).toContain('เปิดหน้านี้ไม่ได้');
    expect(await fallback('hi')).toContain('यह स्क्रीन खुल नहीं पाई');
    expect(await fallback('ms')).toContain('Skrin ini gagal dibuka');
  });

  it('links a signed-out student to the landing page instead', async () => {
    expect(await fallback('en')).toMatch(/<a [^>]*href="\/(?:\?[^"]*)?"[^>]*>Back to home<\/a>/);
  });

  it('recognises a screen chunk that failed to download (retried by a reload)', () => {
    const chrome = new TypeError('Failed to fetch dynamically imported module: /assets/home-1.js');
    expect(isChunkLoadError(chrome)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Home crashed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
