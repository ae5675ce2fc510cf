/**
 * The server renderer (issue 19): a signed-in student's screen, with their data, in the first
 * HTML, and the public sign-in pages for a device no one is signed in on. The server
 * (apps/server/src/routes/web-render.ts) calls `renderPage` for a page request; the browser then
 * hydrates what it shows (main.tsx).
 *
 * A render runs the app as the browser would on a fresh device holding only the session: it
 * renders the screen, loads what its data hooks ask for through the server's own routes (as the
 * student), keeps each answer where the browser keeps its last-known copy, and renders again,
 * until nothing new is asked. The answers go into the page, so the browser's first render reads
 * the same copies and matches; so do the strings the render used, which spare the first screen
 * the language pack. Renders take turns: the app's state is one per process.
 */
import './server-device';
import { renderToString } from 'react-dom/server';
import { AppRouter } from './lib/router';
import {
  createI18n,
  pickLanguage,
  SUPPORTED_LANGS,
  type I18n,
  type Lang,
  type Namespace,
  type PartialPack,
} from '@web-ed/i18n';
import { I18nProvider } from '@web-ed/i18n/react';
import type { FetchLike } from '@web-ed/api-client';
import { preloadViews, viewsAskedBy } from '@web-ed/player';
import { registry, viewFileOf } from '@web-ed/plugins';
import { AppScreens } from './app/app';
import { routeFor, ROUTES } from './app/routes';
import { documentTitle } from './app/route-shell';
import { writtenBy } from './lib/intl-text';
import { SAVE_DATA_KEY } from './lib/data-meter/save-data';
import { LANG_KEY } from './lib/language';
import { loadsOf, setServerTimeZone, setServerTransport } from './lib/server-render';
import { saveSession, type StoredSession } from './lib/session';
import { keepLastKnown } from './lib/storage';
import { state } from './lib/store';
import { newDevice, switchDevice } from './server-device';

export interface PageRequest {
  /** Path and query, as the browser asked for them. */
  url: string;
  /** The language the app starts in on this device (its cookie), if it said. */
  lang: string | null;
  /** The browser's Accept-Language, for a device the app has not run on yet. */
  acceptLanguage: string;
  userAgent: string;
  /** The device's save-data choice ('1', '0'; its cookie), if it made one. */
  saveData: string | null;
  /** The browser asks pages to save data (its Save-Data header). */
  browserSavesData: boolean;
  /** The student's time zone (IANA), as their device last told the server; null if unknown. */
  timeZone: string | null;
  /** The signed-in student; null renders a public page for a device no one is signed in on. */
  session: StoredSession | null;
  /** The server's own routes, called as the student (their token already in `init`). */
  call: FetchLike;
}

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  title: string;
  lang: Lang;
  /** The screen's source file: the page carries its CSS. */
  screen: string;
  /** Other source files whose code the page shows (a minigame's view): it carries their CSS too. */
  parts: string[];
  /**
   * What the browser keeps before its first render: the student, each load's answer, the
   * strings of the namespaces the screen used, in its language, and the dates and names it wrote
   * with Intl (lib/intl-text).
   */
  data: {
    user: string | null;
    lang: Lang;
    known: Record<string, unknown>;
    strings: PartialPack;
    written: Record<string, string>;
  };
}

/**
 * Passes at most: the screen's code, its data, data that asked for more (a course's chapters),
 * and a minigame's view; in a process's first renders a module may take a pass or two to settle.
 */
const MAX_PASSES = 8;

/**
 * Namespaces every rendered page brings beside its screen's: what goes wrong (offline, a server
 * fault) is told in words before the language pack has come, or when it cannot come.
 */
const ALWAYS_BROUGHT: Namespace[] = ['common', 'errors'];

const languages = new Map<Lang, Promise<I18n>>();
function i18nFor(lang: Lang): Promise<I18n> {
  let made = languages.get(lang);
  if (!made) {
    made = createI18n({ language: lang });
    languages.set(lang, made);
  }
  return made;
}

/**
 * Loads what renders need (each language's strings, each rendered screen's code, each minigame's
 * view for /learn/'s question) ahead.
 */
export async function prepare(): Promise<void> {
  await Promise.all([
    ...SUPPORTED_LANGS.map((lang) => i18nFor(lang)),
    ...ROUTES.flatMap((route) => (route.serverRender ? [route.screen()] : [])),
    preloadViews(registry.all()),
  ]);
}

let turn: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Renders waiting their turn at most; past it a page is rendered by the browser (it still works). */
const MAX_WAITING = 16;

/** React's marks of a Suspense boundary rendered as its fallback (or left to the browser). */
const suspended = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->');

/** The page, or null when its route is not rendered on the server. */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const run = turn.then(() => {
    waiting--;
    return render(request);
  });
  turn = run.catch(() => undefined);
  return run;
}

/**
 * The source file of the screen a page request opens, for the page to preload (null when its
 * route names none). A screen for students only is preloaded only where one is signed in (else
 * the app goes to /login/).
 */
export function screenFileOf(url: string, signedIn: boolean): string | null {
  const route = routeFor(new URL(url, 'http://page').pathname)?.route;
  if (!route?.file || (route.auth && !signedIn)) return null;
  return route.file;
}

/**
 * The language the app starts in on a device: the one it keeps (its cookie), else the browser's
 * (main.tsx reads the same from the device's storage and navigator.language).
 */
function startLanguage(kept: string | null, acceptLanguage: string): Lang {
  return kept !== null && (SUPPORTED_LANGS as readonly string[]).includes(kept)
    ? (kept as Lang)
    : pickLanguage(acceptLanguage.split(',')[0]);
}

/**
 * The source file of the language pack a page the browser renders itself loads first (a page
 * rendered here brings its screen's strings instead).
 */
export function packFileOf(kept: string | null, acceptLanguage: string): string {
  return `packages/i18n/src/packs/${startLanguage(kept, acceptLanguage)}.ts`;
}

async function render(request: PageRequest): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(request.url, 'http://page');
  const match = routeFor(pathname);
  const session = request.session;
  if (!match?.route.serverRender) return null;
  // A student's screens need the student; the public ones are for a device with no one on it.
  // One who has not onboarded is sent there by the browser (home.tsx).
  if (session ? !match.route.auth || session.shouldRegister : match.route.auth) return null;
  const lang = startLanguage(request.lang, request.acceptLanguage);
  const [t] = await Promise.all([i18nFor(lang), match.route.screen()]);
  const device = newDevice(request.userAgent, lang, request.browserSavesData);
  if (session) saveSession(device.storage, session);
  device.storage.setItem(LANG_KEY, lang);
  if (request.saveData === '1' || request.saveData === '0') {
    device.storage.setItem(SAVE_DATA_KEY, request.saveData);
  }
  const known: Record<string, unknown> = {};
  const tried = new Set<string>();
  const tree = (
    <I18nProvider i18n={t}>
      <AppRouter url={request.url}>
        <AppScreens />
      </AppRouter>
    </I18nProvider>
  );
  t.takeUsedStrings(); // an earlier render's, had it failed before taking them
  let html = '';
  let views: string[] = [];
  let written: Record<string, string> = {};
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      switchDevice(device);
      setServerTimeZone(request.timeZone);
      state.session = session;
      const loads = loadsOf(() => {
        views = viewsAskedBy(() => {
          written = writtenBy(() => {
            html = renderToString(tree);
          });
        });
      });
      const asked = [...loads].filter(([key]) => !tried.has(key));
      if (asked.length === 0 && !suspended(html)) break;
      setServerTransport(request.call);
      // The first pass also starts the screen's lazily loaded component (a turn of the event loop
      // settles it: its module is loaded already); it renders in the next.
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(
        asked.map(async ([key, load]) => {
          tried.add(key);
          try {
            known[key] = await load();
            keepLastKnown(key, session?.id, known[key], device.storage);
          } catch {
            // The browser loads it again and shows its own error if it fails there too.
          }
        }),
      );
    }
  } finally {
    setServerTransport(null);
    setServerTimeZone(null);
    state.session = null;
    switchDevice(newDevice());
  }
  // A part still waiting for its code: the browser renders the page.
  if (suspended(html)) return null;
  const context = { params: match.params, search: new URLSearchParams(search), lang };
  t.ready(ALWAYS_BROUGHT);
  return {
    html,
    title: documentTitle(t.t, match.route, context),
    lang,
    screen: match.route.file!,
    parts: views.map(viewFileOf),
    data: { user: session?.id ?? null, lang, known, strings: t.takeUsedStrings(), written },
  };
}
