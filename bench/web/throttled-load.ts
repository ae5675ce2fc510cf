/**
 * One cold load of a page under real throttling: the browser's own network and CPU slowed as
 * Lighthouse's mobile preset assumes (150 ms round trips, 1.6 Mbps down, 750 kbps up, a CPU 4
 * times slower), in a fresh context, measured by the page's own observers:
 *   - its largest contentful paint. Lighthouse simulates its throttling from an unthrottled load,
 *     so it misses a request that starts earlier when the page names it (a preload);
 *   - its blocking time: each long task's time past 50 ms, after the first contentful paint, as
 *     the Long Tasks API reports them. Lighthouse's TBT comes from a trace, whose own overhead
 *     (V8 collecting source positions for the stacks it records) inflates the very tasks that
 *     evaluate a page's code, and varied 2× between runs on a busy machine.
 */
import type { Browser } from '@playwright/test';
import { contextFor } from './routes';
import type { StoredSession } from './server';

export const SLOW_4G = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const CPU_SLOWDOWN = 4;
/** After the network is quiet: a later, larger paint or a late task still counts. */
const SETTLE_MS = 1_500;
const QUIET_TIMEOUT_MS = 60_000;
/** Lighthouse's threshold: the part of a task past it blocks input. */
const BLOCKING_AFTER_MS = 50;

export interface ThrottledLoad {
  lcpMs: number | null;
  blockingMs: number | null;
}

interface Observed {
  longTasks: { start: number; duration: number }[];
}

export async function throttledLoad(
  browser: Browser,
  origin: string,
  path: string,
  session: StoredSession | null,
  ready = 'h1',
): Promise<ThrottledLoad> {
  const context = await contextFor(browser, origin, session, 'block');
  try {
    // Before the page's first script: a long task before the observer would be missed.
    await context.addInitScript(() => {
      const observed: Observed = { longTasks: [] };
      (window as unknown as { benchObserved: Observed }).benchObserved = observed;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          observed.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${path}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: QUIET_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    return await page.evaluate((blockingAfter) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const { longTasks } = (window as unknown as { benchObserved: Observed }).benchObserved;
      const blockingMs =
        fcp === undefined
          ? null
          : longTasks.reduce(
              (sum, t) =>
                sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - blockingAfter),
              0,
            );
      return new Promise<ThrottledLoad>((resolve) => {
        new PerformanceObserver((list) => {
          resolve({ lcpMs: list.getEntries().at(-1)?.startTime ?? null, blockingMs });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No entry at all (nothing painted that counts): say so rather than wait.
        setTimeout(() => resolve({ lcpMs: null, blockingMs }), 1_000);
      });
    }, BLOCKING_AFTER_MS);
  } finally {
    await context.close();
  }
}
