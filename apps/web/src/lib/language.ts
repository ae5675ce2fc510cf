/** The app language: kept on the device, and in the profile when signed in. */
import type { i18n } from 'i18next';
import type { Lang } from '@web-ed/i18n';
import { savePreference, state } from './store';

export const LANG_KEY = 'web_ed_lang';

export async function switchLanguage(i18n: i18n, lang: Lang): Promise<void> {
  localStorage.setItem(LANG_KEY, lang);
  await i18n.changeLanguage(lang);
  if (state.session) await savePreference({ lang });
}
