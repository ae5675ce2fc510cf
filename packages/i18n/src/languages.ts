/**
 * Languages of the app (section 1): en (default), id, th, hi, ms. The list, the default and the
 * names are the engine's, so content, matchers and UI agree.
 */
import { DEFAULT_LANG, LANGUAGE_NAMES, SUPPORTED_LANGS, type Lang } from '@web-ed/engine';

export { DEFAULT_LANG, LANGUAGE_NAMES, SUPPORTED_LANGS, type Lang };

/**
 * The device language (section 1): the first two letters of `navigator.language`, lower-cased,
 * if `supported` has it; otherwise en. `supported` defaults to all five; pass the server's
 * `supported_language` list to narrow it.
 *
 *     pickLanguage('id-ID') === 'id'; pickLanguage('TH') === 'th'; pickLanguage('fr-FR') === 'en'
 */
export function pickLanguage(
  navigatorLanguage: string | null | undefined,
  supported: readonly string[] = SUPPORTED_LANGS,
): Lang {
  const two = (navigatorLanguage ?? '').trim().slice(0, 2).toLowerCase();
  return isSupported(two, supported) ? two : DEFAULT_LANG;
}

function isSupported(code: string, supported: readonly string[]): code is Lang {
  return (SUPPORTED_LANGS as readonly string[]).includes(code) && supported.includes(code);
}
