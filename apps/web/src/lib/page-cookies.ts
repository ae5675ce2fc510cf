/**
 * Cookies the page's script sets for the server's renderer (apps/server/src/routes/web-render.ts),
 * which renders a student's screen into the first HTML only when they name the same student as
 * the HttpOnly session cookie and the language the app will start in. A sign-out made offline
 * (the server not told, its cookie not cleared) clears the mark at once, so the next visitor of a
 * shared phone never sees the last student's screen.
 */
const MARK = 'web_ed_user';
const LANG = 'web_ed_lang';
/** The accessibility mode's bigger text: the server's page comes with it, so nothing resizes. */
export const LARGE_TEXT = 'web_ed_large_text';
/** Save-data mode's choice on this device ('1', '0'): the server's page plays media as the app will. */
export const SAVE_DATA = 'web_ed_save_data';
const YEAR_S = 365 * 86_400;

function setCookie(name: string, value: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function markSignedIn(userId: string): void {
  setCookie(MARK, userId, YEAR_S);
}

export function forgetSignedInMark(): void {
  setCookie(MARK, '', 0);
}

export function markLanguage(lang: string): void {
  setCookie(LANG, lang, YEAR_S);
}

/** Whether this device shows the bigger text (start-up applies it where the server did not). */
export function largeTextOnDevice(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${LARGE_TEXT}=1`);
}

/** The accessibility mode's bigger text on this device's pages (the root's `large-text` class). */
export function showLargeText(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('large-text', on);
  setCookie(LARGE_TEXT, on ? '1' : '', on ? YEAR_S : 0);
}

/** The student's save-data choice on this device (null: left to the browser) for the server's pages. */
export function markSaveData(choice: boolean | null): void {
  if (choice === null) setCookie(SAVE_DATA, '', 0);
  else setCookie(SAVE_DATA, choice ? '1' : '0', YEAR_S);
}
