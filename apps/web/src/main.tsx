/**
 * Start-up: the language pack (or the strings of the page the server rendered) and the first
 * screen's chunk (the skeleton in index.html shows meanwhile), then the app; background services
 * wait for the first screen (app/app.tsx).
 */
import './app/install-capture'; // first: the install offer can come before React renders
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createI18n,
  pickLanguage,
  SUPPORTED_LANGS,
  type Lang,
  type PartialPack,
} from '@web-ed/i18n';
import { I18nProvider } from '@web-ed/i18n/react';
import '@web-ed/ui/tokens.css';
import '@web-ed/ui/base.css';
import './app/app.css';
import './lib/styles/page.css';
import './lib/styles/controls.css';
import './lib/styles/rows.css';
import { App } from './app/app';
import { routeFor } from './app/routes';
import { api, state } from './lib/store';
import { LANG_KEY } from './lib/language';
import { largeTextOnDevice, markLanguage, markSaveData, markSignedIn } from './lib/page-cookies';
import { saveDataChoice } from './lib/data-meter/save-data';
import { keepServed } from './lib/storage';
import { bringWritten } from './lib/intl-text';
import { keepsPublishedStrings, refreshLocale, storedPack } from './app/locale-updates';
import { afterFirstPaint, registerWithRetry, yieldToMain } from './lib/shell';
import { initErrorReporting } from './app/monitoring/sentry';

// Before anything renders, so start-up errors are reported too; a no-op without a DSN.
void initErrorReporting();

function startLanguage(): Lang {
  const stored = localStorage.getItem(LANG_KEY);
  if (stored && (SUPPORTED_LANGS as readonly string[]).includes(stored)) return stored as Lang;
  return pickLanguage(navigator.language);
}

/**
 * The first screen's chunk, and its first reads for a signed-in student, start beside the
 * language pack instead of after it. A page the server rendered already shows its answers: the
 * screen asks again once it is on, and the start-up that hydrates it does no more than it must.
 */
function startFirstScreen(lang: Lang, rendered: boolean): void {
  const first = routeFor(location.pathname);
  if (!first) return;
  void first.route.screen().catch(() => undefined);
  const user = state.session?.id;
  if (rendered || !user || !navigator.onLine) return;
  const reads = first.route.readAhead?.({
    params: first.params,
    search: new URLSearchParams(location.search),
    lang,
    user,
  });
  if (reads) api.readAhead(reads);
}

/** What the server's render put in the page beside the markup (entry-server's RenderedPage.data). */
interface ServerRender {
  user?: unknown;
  lang?: unknown;
  known?: Record<string, unknown>;
  strings?: PartialPack;
  written?: Record<string, string>;
}

/**
 * The screen the server rendered into this page (apps/server/src/routes/web-render.ts), the
 * answers it showed and the strings it used, when it rendered it for the student signed in here
 * (or, a public page, for no one) in the language the app starts in. The answers are kept as this
 * screen's last-known copies, so the first render shows the same and hydrates it; the strings
 * spare the first screen the language pack. A page rendered for someone else, or in another
 * language, is cleared before anything else happens.
 */
function takeServerRender(root: HTMLElement, lang: Lang): PartialPack | undefined {
  const element = document.getElementById('server-render');
  if (!element) return undefined;
  element.remove();
  const data = parsed(element.textContent);
  const user = state.session?.id ?? null;
  if (
    !data ||
    data.user !== user ||
    data.lang !== lang ||
    typeof data.known !== 'object' ||
    data.known === null ||
    typeof data.strings !== 'object' ||
    data.strings === null
  ) {
    root.replaceChildren();
    return undefined;
  }
  keepServed(data.known, user ?? undefined);
  if (typeof data.written === 'object' && data.written !== null) bringWritten(data.written);
  return data.strings;
}

function parsed(text: string | null): ServerRender | null {
  try {
    return JSON.parse(text ?? 'null') as ServerRender | null;
  } catch {
    return null;
  }
}

async function start() {
  const language = startLanguage();
  // A session from before the server rendered pages has no mark yet: without one, the server
  // would render this device the sign-in page.
  if (state.session) markSignedIn(state.session.id);
  if (largeTextOnDevice()) document.documentElement.classList.add('large-text');
  // A choice made before the server rendered media: its next page plays them as the app will.
  markSaveData(saveDataChoice());
  const root = document.getElementById('root');
  const strings = root === null ? undefined : takeServerRender(root, language);
  startFirstScreen(language, strings !== undefined);
  // Evaluating the app's code was one long task already: the rest of the start-up is another.
  await yieldToMain();
  const i18n = await createI18n({ language, overrides: storedPack, strings });
  // Newer published strings (locale_version), when online; the bundled ones serve meanwhile,
  // and the first screen's calls go first.
  const refresh = () => void refreshLocale(i18n, api).catch(() => undefined);
  afterFirstPaint(refresh);
  // A rendered page brought only its screen's strings: the pack comes when a screen needs more
  // (app/route-shell.ts starts it with the next screen's code). Newer published strings kept on
  // the device are laid over with the pack, so a device that keeps some loads it at once.
  if (strings && keepsPublishedStrings(language))
    afterFirstPaint(() => void i18n.load(i18n.language));
  i18n.onLanguageChanged(refresh);
  document.documentElement.lang = i18n.language;
  markLanguage(i18n.language);
  i18n.onLanguageChanged((lng) => {
    document.documentElement.lang = lng;
    markLanguage(lng);
  });
  if (!root) return;
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the first screen in slices, yielding to the
  // browser between them, instead of in one long task a slow phone cannot answer a tap during.
  if (strings) startTransition(() => void hydrateRoot(root, app));
  else startTransition(() => createRoot(root).render(app));
}

void start();

// The production build's service worker (vite-plugin-pwa): offline shell, chapters and media.
// Its precache downloads every screen's code, so it waits until the first screen has had its turn.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstPaint(() => {
    void registerWithRetry({
      register: () => navigator.serviceWorker.register('/sw.js', { scope: '/' }),
    });
  });
}
