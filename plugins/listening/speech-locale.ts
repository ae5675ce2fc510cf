/** The BCP-47 locale the browser's speech engines expect for each app language. */
import type { Lang } from '@web-ed/schemas';

const LOCALES: Record<Lang, string> = {
  en: 'en-US',
  id: 'id-ID',
  th: 'th-TH',
  hi: 'hi-IN',
  ms: 'ms-MY',
};

export function speechLocale(lang: Lang): string {
  return LOCALES[lang];
}
