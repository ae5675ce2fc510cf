/**
 * The `version` query parameter (section 2): every page URL carries `version=<APP_VERSION>`, so a
 * page cached by a browser or a proxy under an old version is never mistaken for the current one,
 * and the version check can reload to a fresh URL.
 *
 * - `normaliseUrl(href)` is run on each navigation: it returns the URL to replace the current one
 *   with (history.replaceState) when `version` is missing or different, or null when the URL is
 *   fine or must not be touched: login routes (`/login/…`, where the sign-in provider returns
 *   with its own parameters) and URLs carrying a `token` or `code` query parameter (sign-in and
 *   link hand-offs, which must reach their page untouched).
 * - `withVersion(href, { sourcePage })` builds internal links: it sets `version` and, for a link
 *   that starts from a mission, `source_page` (the page the mission sent the student from).
 *   External links (another origin, `mailto:`, `intent:`…) come back unchanged.
 */
import { APP_VERSION } from '@web-ed/engine';

export const VERSION_PARAM = 'version';
export const SOURCE_PAGE_PARAM = 'source_page';

/** Any origin works: it is only used to parse relative links and is never output. */
const PARSE_BASE = 'https://web-ed.invalid';

export function isLoginPath(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}

export function carriesToken(params: URLSearchParams): boolean {
  return params.has('token') || params.has('code');
}

/**
 * The URL (same form as given: absolute stays absolute) with `version` set, or null when nothing
 * must change.
 */
export function normaliseUrl(href: string, version: string = APP_VERSION): string | null {
  const url = new URL(href, PARSE_BASE);
  if (isLoginPath(url.pathname) || carriesToken(url.searchParams)) return null;
  const values = url.searchParams.getAll(VERSION_PARAM);
  if (values.length === 1 && values[0] === version) return null;
  url.searchParams.delete(VERSION_PARAM);
  url.searchParams.append(VERSION_PARAM, version);
  return output(url, href);
}

export interface WithVersionOptions {
  /** Set `source_page` (links opened from a mission: the page the mission points at). */
  sourcePage?: string | null | undefined;
  version?: string;
}

/** Absolute URLs with a scheme, and protocol-relative `//host/…`. */
function isAbsolute(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * An internal link with `version` (and `source_page`) set. Relative links stay relative and keep
 * their hash; links to other origins and non-http schemes are returned unchanged. Pass
 * `currentOrigin` to treat absolute links to this origin as internal.
 */
export function withVersion(
  href: string,
  options: WithVersionOptions = {},
  currentOrigin?: string,
): string {
  if (isAbsolute(href)) {
    let url: URL;
    try {
      url = new URL(href, PARSE_BASE);
    } catch {
      return href;
    }
    if (currentOrigin === undefined || url.origin !== currentOrigin) return href;
  }
  const url = new URL(href, PARSE_BASE);
  url.searchParams.set(VERSION_PARAM, options.version ?? APP_VERSION);
  if (options.sourcePage) url.searchParams.set(SOURCE_PAGE_PARAM, options.sourcePage);
  return output(url, href);
}

/** Absolute in, absolute out; relative in, path + query + hash out. */
function output(url: URL, original: string): string {
  if (isAbsolute(original)) return url.href;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The route without the version parameter (for comparing routes, e.g. in the back history). */
export function stripVersion(href: string): string {
  const url = new URL(href, PARSE_BASE);
  url.searchParams.delete(VERSION_PARAM);
  return output(url, href);
}
