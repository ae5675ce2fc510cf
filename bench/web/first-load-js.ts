/**
 * First-load JS of a route: the same-origin scripts the browser fetched for one visit in a fresh
 * context (cold cache, no service worker yet), each gzipped at level 9 as a CDN would serve it.
 * Shared by bench/web/run.ts and the budget test (apps/web/e2e/budgets.spec.ts).
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from '@playwright/test';

/** No same-origin request in flight for this long: the screen has fetched what it needs. */
const QUIET_MS = 1000;
const QUIET_DEADLINE_MS = 15_000;
/** Open for as long as the page is: never "finished". */
const STREAMS = new Set(['eventsource', 'websocket']);

export interface JsWeight {
  /** Where the visit ended (path and query): another page when the app redirected. */
  finalPath: string;
  totalGzipBytes: number;
  totalRawBytes: number;
  chunks: { file: string; rawBytes: number; gzipBytes: number }[];
  /**
   * What became of the server's render of the page (its Server-Timing): `rendered`, `failed` or
   * `timeout` (the browser rendered it, with more code), `none` (not a page the server renders).
   */
  render: string;
}

const sizeCache = new Map<string, { rawBytes: number; gzipBytes: number }>();

/**
 * Raw and gzip -9 size of a script, fetched again rather than read from its response (a body is
 * gone once its page reloads); cached, as built chunks are named by their content hash.
 */
async function sizes(
  context: BrowserContext,
  url: string,
): Promise<{ rawBytes: number; gzipBytes: number }> {
  let size = sizeCache.get(url);
  if (!size) {
    const bytes = await (await context.request.get(url)).body();
    size = { rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(url, size);
  }
  return size;
}

/** Waits up to 15 s for `ready` to show (default a level-1 heading); what is there is judged. */
async function shown(page: Page, ready = 'h1'): Promise<void> {
  await page
    .locator(ready)
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => {});
}

/** Waits for the screen to be ready: the network quiet and a level-1 heading (or `ready`). */
export async function settle(page: Page, ready?: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await shown(page, ready);
}

/**
 * Visits `origin + path` in a new page of `context` and weighs the JS it loaded, once `ready` (a
 * selector, default a level-1 heading) shows and the network has been quiet for QUIET_MS: a
 * chunk imported once data is in (a minigame's view) comes after the heading.
 */
export async function firstLoadJs(
  context: BrowserContext,
  origin: string,
  path: string,
  ready?: string,
): Promise<JsWeight> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const track = (request: Request, open: boolean) => {
    if (!request.url().startsWith(origin) || STREAMS.has(request.resourceType())) return;
    if (open) inFlight.add(request);
    else inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => track(request, true));
  page.on('requestfinished', (request) => track(request, false));
  page.on('requestfailed', (request) => track(request, false));
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && response.ok() && url.startsWith(origin))
      scripts.add(url);
  });
  const response = await page.goto(`${origin}${path}`);
  const timing = (await response?.headerValue('server-timing')) ?? '';
  const render = /\brender;.*desc="(\w+)"/.exec(timing)?.[1] ?? 'none';
  await shown(page, ready);
  const deadline = Date.now() + QUIET_DEADLINE_MS;
  while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
    await page.waitForTimeout(100);
  const final = new URL(page.url());
  const chunks: JsWeight['chunks'] = [];
  for (const url of scripts)
    chunks.push({ file: new URL(url).pathname, ...(await sizes(context, url)) });
  await page.close();
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    finalPath: `${final.pathname}${final.search}`,
    totalGzipBytes: chunks.reduce((n, c) => n + c.gzipBytes, 0),
    totalRawBytes: chunks.reduce((n, c) => n + c.rawBytes, 0),
    chunks,
    render,
  };
}
