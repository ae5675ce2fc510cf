/** Test support for dialogs: render one in a language, and read the title aria-labelledby names. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createI18n, type Lang } from '@web-ed/i18n';

export async function render(node: ReactElement, lang: Lang = 'en') {
  const i18n = await createI18n({ language: lang, plugins: [initReactI18next] });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

/** The title is the element aria-labelledby names. */
export function title(html: string): string | null {
  const idRef = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
  if (!idRef) return null;
  return new RegExp(`id="${idRef}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}
