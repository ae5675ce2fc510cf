/** Test support for dialogs: render one in a language, and read the title aria-labelledby names. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@web-ed/i18n/react';
import { createI18n, type Lang } from '@web-ed/i18n';

export async function render(node: ReactElement, lang: Lang = 'en') {
  const i18n = await createI18n({ language: lang });
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** The title is the element aria-labelledby names. */
export function title(html: string): string | null {
  const idRef = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
  if (!idRef) return null;
  return new RegExp(`id="${idRef}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}
