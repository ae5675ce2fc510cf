/**
 * What the shell does on every navigation, for screen readers and keyboards:
 * - the document title names the screen in the student's language, "<screen> · web-ed" (the
 *   route module's title), also when the language changes;
 * - after a navigation (not on the first load, where the browser starts at the top and a screen
 *   reader reads the page), focus moves to the new screen's main heading (its h1, made focusable
 *   with tabindex -1) without scrolling, once the lazily loaded screen has rendered it;
 * - after a navigation, the language pack loads beside the new screen's code (a page the server
 *   rendered brought only its own screen's strings).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useLocation } from '../lib/router';
import type { RouteContext, RouteModule } from '../lib/route-module';
import { routeFor } from './routes';

/** "<screen> · web-ed" in the language of `t`; the app's name alone for an unknown path. */
export function documentTitle(
  t: (key: string) => string,
  route: RouteModule | null,
  context: RouteContext,
): string {
  const app = t('common:appName');
  if (!route) return app;
  const key = typeof route.title === 'function' ? route.title(context) : route.title;
  return `${t(key)} · ${app}`;
}

/** The parts of the DOM the focus move needs (an interface, so tests can fake it). */
export interface HeadingHost {
  querySelectorAll(selectors: string): Iterable<HeadingLike>;
}
export interface HeadingLike {
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  getClientRects(): { length: number };
  focus(options?: FocusOptions): void;
}
export interface FocusContext {
  /** The focused element now. */
  active: { tagName?: string; closest?: (selectors: string) => unknown } | null;
  /** A modal dialog is open (it owns the focus). */
  dialogOpen: boolean;
}

/**
 * Focuses the main heading (the first rendered h1 in `main`) without scrolling. Returns false
 * while there is none yet (the screen is still loading), true when done. Leaves the focus alone
 * while a modal dialog is open or when the screen focused one of its own fields.
 */
export function focusMainHeading(main: HeadingHost, context: () => FocusContext): boolean {
  const { active, dialogOpen } = context();
  if (dialogOpen) return true;
  const tag = active?.tagName?.toLowerCase();
  if ((tag === 'input' || tag === 'textarea' || tag === 'select') && active?.closest?.('main'))
    return true;
  // A screen being replaced can stay in the DOM, hidden, until the next one has loaded.
  const heading = [...main.querySelectorAll('h1')].find((h) => h.getClientRects().length > 0);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return context().active === heading;
}

/** How long to wait for a lazily loaded screen to render its heading. */
const HEADING_WAIT_MS = 5_000;

export function useRouteShell(): void {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const found = routeFor(pathname);
    document.title = documentTitle(t, found?.route ?? null, {
      params: found?.params ?? {},
      search: new URLSearchParams(search),
      lang: i18n.language,
    });
  }, [t, i18n.language, pathname, search]);

  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    const samePage = previous.current === pathname;
    previous.current = pathname;
    if (first || samePage) return;
    // A page the server rendered brought only its own strings: the language pack comes beside the
    // next screen's code, not after it has rendered and asked for it.
    void i18n.load(i18n.language);
    const main = document.getElementById('main');
    if (!main) return;
    const attempt = () =>
      focusMainHeading(main, () => ({
        active: document.activeElement,
        dialogOpen: document.querySelector('[aria-modal="true"]') !== null,
      }));
    if (attempt()) return;
    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden', 'class'],
    });
    return stop;
  }, [pathname, i18n]);
}
