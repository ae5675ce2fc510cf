/** The app language: kept on the device, and in the profile when signed in. */
import type { I18n, Lang } from '@web-ed/i18n';
import { savePreference, state } from './store';

export const LANG_KEY = 'web_ed_lang';

export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  localStorage.setItem(LANG_KEY, lang);
  await i18n.changeLanguage(lang);
  if (state.session) await savePreference({ lang });
}
