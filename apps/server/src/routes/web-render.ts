/**
 * The screen in the first HTML (issue 19): a page request for a route the app renders on the
 * server is answered with index.html holding the screen as the browser would draw it, its CSS
 * inlined: /home/ and /leaderboard/ with the student's data when the request carries their
 * session cookie, the sign-in pages (/, /login/) for a device no one is signed in on. The
 * browser hydrates it (apps/web/src/main.tsx). Anything else, or any failure here, gets the
 * plain index.html, which renders in the browser as before.
 *
 * The render (apps/web/src/entry-server.tsx, built into dist-server/ beside the web build) calls
 * the API through this server, in process, as the student. It renders only when the browser's
 * readable mark names the same student as the session cookie (a sign-out made offline clears
 * the mark: the next visitor never sees the last student's screen) and names the language the
 * app will start in.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../http/auth';
import type * as EntryServer from '../../../web/src/entry-server';
import { BROTLI_OPTIONS } from '../http/compression';
import { cookieToken } from '../http/session-cookie';

/** The browser-readable cookies the app sets (apps/web/src/lib/page-cookies.ts). */
const MARK = 'web_ed_user';
const LANG = 'web_ed_lang';
/** The accessibility mode's bigger text (apps/web/src/lib/page-cookies.ts). */
const LARGE_TEXT = 'web_ed_large_text';
/** The device's save-data choice (apps/web/src/lib/page-cookies.ts). */
const SAVE_DATA = 'web_ed_save_data';

/** The web build's renderer module (dist-server/entry-server.js). */
type Renderer = Pick<typeof EntryServer, 'prepare' | 'renderPage' | 'screenFileOf' | 'packFileOf'>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface Build {
  renderer: Renderer;
  template: string;
  /** A module's JS and CSS files (a screen's, a language pack's), but the entry's. */
  filesOf: (module: string) => { js: string[]; css: string[] };
  /** index.html preloading these modules' files but the entry's (null when there are none). */
  preloadingOf: (modules: readonly string[]) => string | null;
}

/** Where the web build's server renderer is: beside the web build (npm run build). */
export function serverRenderRoot(webRoot: string): string {
  return join(dirname(webRoot), 'dist-server');
}

async function loadBuild(webRoot: string): Promise<Build | null> {
  const root = serverRenderRoot(webRoot);
  try {
    await import(pathToFileURL(join(root, 'server-device.js')).href);
    const built = (await import(pathToFileURL(join(root, 'entry-server.js')).href)) as Renderer;
    await built.prepare();
    // A renderer built apart from this server may lack a later call (its pages stay plain) or a
    // page's later field (no parts).
    const renderer: Renderer = {
      ...built,
      renderPage: async (request) => {
        const page = await built.renderPage(request);
        return page && { ...page, parts: (page.parts as string[] | undefined) ?? [] };
      },
      screenFileOf: built.screenFileOf ?? (() => null),
      packFileOf: built.packFileOf ?? (() => null),
    };
    const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const manifest = JSON.parse(
      readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    if (!template.includes(BOOT_START) || !template.includes(BOOT_END)) return null;
    // The build is fixed once loaded: each screen's files and preloading page are made once.
    const entry = filesFrom(manifest, 'index.html');
    const files = new Map<string, { js: string[]; css: string[] }>();
    const filesOf = (module: string) => {
      let found = files.get(module);
      if (!found) files.set(module, (found = moduleFiles(manifest, entry, module)));
      return found;
    };
    const pages = new Map<string, string | null>();
    const preloadingOf = (modules: readonly string[]) => {
      const key = modules.join(' ');
      let page = pages.get(key);
      if (page === undefined) {
        const files = modules.map(filesOf);
        page = preloadingPage(template, {
          js: [...new Set(files.flatMap((f) => f.js))],
          css: [...new Set(files.flatMap((f) => f.css))],
        });
        pages.set(key, page);
      }
      return page;
    };
    return { renderer, template, filesOf, preloadingOf };
  } catch {
    return null;
  }
}

/** The app's entry script and the preloads of its imports, as Vite writes them in index.html. */
const ENTRY_SCRIPT = /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/** How long a page request waits for its render; then the browser renders it. */
const RENDER_WAIT_MS = 2_000;

/** The skeleton index.html shows while the app loads, which a rendered screen replaces. */
const BOOT_START = '<!--boot-->';
const BOOT_END = '<!--/boot-->';

/** The JS and CSS files of a chunk and of every chunk it imports. */
function filesFrom(
  manifest: Record<string, ManifestChunk>,
  key: string,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return { js, css };
}

/** A module's JS and CSS files, but the entry's (index.html loads those already). */
function moduleFiles(
  manifest: Record<string, ManifestChunk>,
  entry: { js: Set<string>; css: Set<string> },
  module: string,
): { js: string[]; css: string[] } {
  const own = filesFrom(manifest, module);
  return {
    js: [...own.js].filter((file) => !entry.js.has(file)),
    css: [...own.css].filter((file) => !entry.css.has(file)),
  };
}

/** index.html with preload links for these files, or null when there is no code among them. */
function preloadingPage(template: string, { js, css }: { js: string[]; css: string[] }) {
  if (js.length === 0) return null;
  const links = [
    // Fetched, not applied: the boot screen paints without waiting for it, and the screen's
    // chunk finds it in the cache when it adds the stylesheet, which Vite adds with `crossorigin`:
    // a preload in another credentials mode would not be used, and the file would come twice.
    ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}" />`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ];
  // After the boot screen, as the rendered pages' scripts: the first paint waits for none.
  return template.replace('</body>', `${links.join('')}</body>`);
}

const cssFiles = new Map<string, string>();
function cssText(webRoot: string, file: string): string {
  let text = cssFiles.get(file);
  if (text === undefined) {
    // A style element ends at the first "</style": no CSS file of the build holds one.
    text = readFileSync(join(webRoot, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    cssFiles.set(file, text);
  }
  return text;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * What became of a page's render: `rendered`; `failed` (the renderer threw: logged) or `timeout`
 * (past RENDER_WAIT_MS), and the browser renders the page; `none`, a page not rendered here (a
 * route the browser renders, no session where one is needed, a renderer that passed).
 */
export type RenderOutcome = 'rendered' | 'failed' | 'timeout' | 'none';

export interface PageRender {
  /** The page's HTML with the student's screen in it (null: the plain index.html), and why. */
  render(req: FastifyRequest): Promise<{ html: string | null; outcome: RenderOutcome }>;
  /**
   * index.html preloading the code and CSS of the screen the request opens and the language pack
   * the app starts with, or null when there is nothing to add: they download beside the app's
   * entry, not after it has run.
   */
  preloading(req: FastifyRequest): Promise<string | null>;
}

const NONE = { html: null, outcome: 'none' } as const;

export function pageRender(app: FastifyInstance): PageRender {
  let build: Promise<Build | null> | null = null;
  // Loaded once the server listens, not by the first student's page (a second of parsing).
  app.addHook('onListen', async () => {
    build ??= loadBuild(app.config.webRoot);
    await build;
  });
  return {
    async preloading(req) {
      build ??= loadBuild(app.config.webRoot);
      const loaded = await build;
      if (!loaded) return null;
      const modules = [
        loaded.renderer.screenFileOf(req.url, req.cookies[MARK] !== undefined),
        loaded.renderer.packFileOf(req.cookies[LANG] ?? null, req.headers['accept-language'] ?? ''),
      ].filter((m) => m !== null);
      return modules.length > 0 ? loaded.preloadingOf(modules) : null;
    },
    async render(req) {
      if (req.headers.authorization || req.headers.token) return NONE;
      const token = cookieToken(req);
      const mark = req.cookies[MARK];
      const lang = req.cookies[LANG] ?? null;
      const largeText = req.cookies[LARGE_TEXT] === '1';
      // A student's screen needs their session and the language their app starts in; a device
      // with no one signed in (no mark) gets the public pages.
      if (mark && (!token || !lang)) return NONE;
      build ??= loadBuild(app.config.webRoot);
      const loaded = await build;
      if (!loaded) return NONE;
      let user = null;
      if (mark) {
        try {
          user = await authenticate(app.db, req, app.now());
        } catch {
          return NONE;
        }
        // @fastify/cookie has decoded the value already.
        if (user.id !== mark) return NONE;
      }
      const rendering = loaded.renderer
        .renderPage({
          url: req.url,
          lang,
          acceptLanguage: req.headers['accept-language'] ?? '',
          userAgent: req.headers['user-agent'] ?? '',
          saveData: req.cookies[SAVE_DATA] ?? null,
          browserSavesData: req.headers['save-data'] === 'on',
          timeZone: user?.timeZone ?? null,
          session: user && {
            id: user.id,
            token: token!,
            lastLogin: app.now().toISOString(),
            shouldRegister: user.shouldRegister,
          },
          call: async (input, init) => {
            const res = await app.inject({
              method: (init.method ?? 'GET') as 'GET',
              url: input,
              headers: Object.fromEntries(new Headers(init.headers).entries()),
              ...(typeof init.body === 'string' ? { payload: init.body } : {}),
            });
            return new Response(res.statusCode === 204 ? null : res.body, {
              status: res.statusCode,
              headers: res.headers as Record<string, string>,
            });
          },
        })
        .catch((error: unknown) => {
          req.log.warn({ err: error }, 'server render failed: the page renders in the browser');
          return 'failed' as const;
        });
      const page = await Promise.race([
        rendering,
        new Promise<'timeout'>((resolve) =>
          setTimeout(resolve, RENDER_WAIT_MS, 'timeout' as const).unref(),
        ),
      ]);
      if (page === 'failed' || page === 'timeout') {
        if (page === 'timeout')
          req.log.warn('server render took too long: the page renders in the browser');
        return { html: null, outcome: page };
      }
      if (!page) return NONE;
      const css = [...new Set([page.screen, ...page.parts].flatMap((m) => loaded.filesOf(m).css))];
      // The screen's CSS in the page: no request before the first paint. Each file keeps a
      // disabled link, which the browser neither fetches nor applies, so the screen's chunk finds
      // it there and adds no second one (as scripts/inline-entry-css.ts does for the entry's).
      const head = [
        `<style>${css.map((f) => cssText(app.config.webRoot, f)).join('')}</style>`,
        ...css.map((f) => `<link rel="stylesheet" href="/${f}" disabled />`),
      ].join('');
      const start = loaded.template.indexOf(BOOT_START);
      const end = loaded.template.indexOf(BOOT_END) + BOOT_END.length;
      // The screen paints without the app's code: its download starts with the app's entry,
      // at the end of the page, instead of beside the page's first bytes (the entry asks for
      // the rest itself). Nothing between #root and the screen: hydration takes the root's
      // children as they are.
      const scripts = loaded.template.match(ENTRY_SCRIPT)?.[0] ?? '';
      const before = loaded.template
        .slice(0, start)
        .replace(ENTRY_SCRIPT, '')
        .replace(MODULE_PRELOAD, '')
        .trimEnd();
      const html =
        before
          // Inert until the app has hydrated the screen (app.tsx, ScreenLive): a tap before would
          // be lost, or follow a link the app handles itself.
          .replace('<div id="root">', '<div id="root" inert>')
          .replace(
            '<html lang="en">',
            `<html lang="${escapeHtml(page.lang)}"${largeText ? ' class="large-text"' : ''}>`,
          )
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
          .replace('</head>', `${head}</head>`) +
        page.html +
        loaded.template
          .slice(end)
          .trimStart()
          .replace(
            '</body>',
            `<script type="application/json" id="server-render">${scriptJson(page.data)}</script>${scripts}</body>`,
          );
      return { html, outcome: 'rendered' };
    },
  };
}

/**
 * A page request's answer: the rendered page, else index.html naming the screen's code, else
 * index.html as built.
 */
export async function sendPage(pages: PageRender, req: FastifyRequest, reply: FastifyReply) {
  const started = performance.now();
  const { html: rendered, outcome } = await pages.render(req);
  // What the render came to, for whoever wonders why a page came plain (a browser's network
  // panel, the performance benches).
  if (outcome !== 'none')
    reply.header(
      'server-timing',
      `render;dur=${(performance.now() - started).toFixed(1)};desc="${outcome}"`,
    );
  // Maybe a student's own screen: never kept by a shared cache, nor served to another cookie.
  if (rendered !== null)
    return sendHtml(
      req,
      reply,
      rendered,
      'private, no-store',
      'Cookie, Accept-Language, Save-Data',
    );
  const preloading = await pages.preloading(req);
  if (preloading !== null)
    return sendHtml(req, reply, preloading, 'no-cache', 'Cookie, Accept-Language');
  return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * A page made here, in brotli (quality 4, as the API's answers) or gzip when the browser takes
 * them: the API's compression is registered after the 404 handler that sends pages. `vary`: the
 * request headers the page depends on, besides Accept-Encoding.
 */
function sendHtml(
  req: FastifyRequest,
  reply: FastifyReply,
  html: string,
  cacheControl: string,
  vary: string,
) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', `${vary}, Accept-Encoding`);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI_OPTIONS));
  if (/\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
