/**
 * A page's largest contentful paint under real throttling: the browser's own network and CPU
 * slowed as Lighthouse's mobile preset assumes (150 ms round trips, 1.6 Mbps down, 750 kbps up,
 * a CPU 4 times slower), in a fresh context (cold cache), read from the page's own
 * PerformanceObserver. Lighthouse simulates its throttling from an unthrottled load, so it misses
 * a request that starts earlier when the page names it (a preload): this load is the real one.
 */
import type { Browser } from '@playwright/test';
import { contextFor } from './routes';
import type { StoredSession } from './server';

export const SLOW_4G = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const CPU_SLOWDOWN = 4;
/** After the screen's content shows: a later, larger paint still counts. */
const SETTLE_MS = 1_000;

export async function throttledLcp(
  browser: Browser,
  origin: string,
  path: string,
  session: StoredSession | null,
  ready = 'h1',
): Promise<number | null> {
  const context = await contextFor(browser, origin, session, 'block');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${path}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries.at(-1)?.startTime ?? null);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // No entry at all (nothing painted that counts): say so rather than wait.
          setTimeout(() => resolve(null), 1_000);
        }),
    );
  } finally {
    await context.close();
  }
}
