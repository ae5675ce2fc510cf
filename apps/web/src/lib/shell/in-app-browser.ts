/**
 * Embedded browsers (section 2). Links shared on social apps open inside the app's own web view,
 * where Google sign-in is refused, installing is impossible and storage may be wiped; the shell
 * shows a warning with an "open in browser" action. Two Chrome builds are unsupported outright.
 *
 * Detection (user agent only):
 * - Instagram: `Instagram`; Facebook app: `FBAN`, `FBAV` or `FB_IAB`; Line: `Line/<version>`.
 * - Any other Android web view (`; wv)` in the user agent) counts as embedded too, without a name.
 * - Unsupported Chrome: version strings `117.0.5938` and `117.0.0` (section 2).
 *
 * "Open in browser" (`openInBrowserLink`):
 * - Line, any platform: the same URL with `openExternalBrowser=1`, which Line opens in the
 *   system browser (Line's documented switch).
 * - Android: an `intent://` URL for Chrome, with the page as the fallback URL, so a phone
 *   without Chrome opens the default browser.
 * - iOS (and anything else): no web view lets a page open Safari, so the action is to copy the
 *   link; the dialog tells the student to paste it into Safari or Chrome (i18n
 *   `dialogs:inAppBrowserCopyHint`).
 */

export type InAppBrowser = 'instagram' | 'facebook' | 'line';

/** Display names for the warning text (`{{app}}`), not translated. */
export const IN_APP_BROWSER_NAMES: Readonly<Record<InAppBrowser, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  line: 'LINE',
};

export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  if (/\bInstagram\b/i.test(userAgent)) return 'instagram';
  if (/\bFBAN\b|\bFBAV\b|\bFB_IAB\b/.test(userAgent)) return 'facebook';
  if (/\bLine\/\d/i.test(userAgent)) return 'line';
  return null;
}

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

export function isIos(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/i.test(userAgent);
}

/** Android's web view marker: `; wv)` (e.g. "Linux; Android 13; SM-A145F Build/TP1A; wv)"). */
export function isAndroidWebView(userAgent: string): boolean {
  return isAndroid(userAgent) && /;\s*wv\)/.test(userAgent);
}

/** Show the in-app browser warning. */
export function isEmbeddedWebView(userAgent: string): boolean {
  return detectInAppBrowser(userAgent) !== null || isAndroidWebView(userAgent);
}

export const UNSUPPORTED_CHROME_VERSIONS = ['117.0.5938', '117.0.0'] as const;

export function isUnsupportedChrome(userAgent: string): boolean {
  const match = /\b(?:Chrome|CriOS)\/([\d.]+)/.exec(userAgent);
  const version = match?.[1];
  if (version === undefined) return false;
  return UNSUPPORTED_CHROME_VERSIONS.some((v) => version === v || version.startsWith(`${v}.`));
}

export type OpenInBrowser =
  /** Navigate to `href` (location.href = href). */
  | { kind: 'navigate'; href: string }
  /** Copy `url` to the clipboard and tell the student to paste it into their browser. */
  | { kind: 'copy'; url: string };

export function openInBrowserLink(pageUrl: string, userAgent: string): OpenInBrowser {
  const url = new URL(pageUrl);
  if (detectInAppBrowser(userAgent) === 'line') {
    url.searchParams.set('openExternalBrowser', '1');
    return { kind: 'navigate', href: url.href };
  }
  if (isAndroid(userAgent) && (url.protocol === 'https:' || url.protocol === 'http:')) {
    // The fragment would end the intent's own "#Intent;…" part: our routes do not use one.
    url.hash = '';
    const scheme = url.protocol.slice(0, -1);
    const target = `${url.host}${url.pathname}${url.search}`;
    const fallback = encodeURIComponent(url.href);
    return {
      kind: 'navigate',
      href: `intent://${target}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`,
    };
  }
  return { kind: 'copy', url: url.href };
}
