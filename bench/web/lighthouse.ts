/**
 * Lighthouse (the npm package's Node API, default config = mobile preset with its simulated
 * throttling) on one page, in a Debian Chromium started by chrome-launcher with a fresh profile.
 * The student's session is put in localStorage and the cookies a sign-in leaves first, by opening
 * the origin's /robots.txt through Playwright's connectOverCDP (no app script runs there, so no
 * service worker and no cache is warmed), and Lighthouse is told not to reset storage.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../scripts/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signedInCookies, type StoredSession } from './server';

const SESSION_KEY = 'web_ed_user';

export interface LighthouseSummary {
  url: string;
  finalUrl: string;
  lighthouseVersion: string;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  /** What Lighthouse found to be the largest contentful paint (its selector and text). */
  lcpElement: string | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Bytes the page transferred over the network (Lighthouse's total-byte-weight). */
  transferBytes: number | null;
  warnings: string[];
  runtimeError: string | null;
  /** Failed audits (score < 0.9) of the non-performance categories, for the report. */
  failedAudits: Record<string, string[]>;
  /** What the page logged as errors (Lighthouse's errors-in-console), so a failed audit says why. */
  consoleErrors: string[];
}

async function putSession(port: number, origin: string, session: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SESSION_KEY, JSON.stringify(session)],
    );
    await context.addCookies([...signedInCookies(origin, session)]);
    await page.close();
  } finally {
    // Over CDP this only disconnects Playwright; chrome-launcher owns the browser.
    await browser.close();
  }
}

/** The first element snippet in an audit's details (tables nested in lists). */
function firstSnippet(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const node = (details as { node?: { snippet?: unknown } }).node;
  if (typeof node?.snippet === 'string') return node.snippet;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(firstSnippet).find((s) => s !== null)
      : firstSnippet(value);
    if (found) return found;
  }
  return null;
}

/** `categories` limits the run (e.g. ['accessibility']); all categories by default. */
export async function runLighthouse(
  origin: string,
  path: string,
  session: StoredSession,
  categories?: string[],
): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: CHROMIUM.args,
    logLevel: 'silent',
  });
  try {
    await putSession(chrome.port, origin, session);
    const url = `${origin}${path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      // A run for some categories (the budget test's accessibility) is judged, not looked at:
      // no full-page screenshot, nor the blank page between runs.
      ...(categories && {
        onlyCategories: categories,
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
      }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const lcpNode = firstSnippet(lhr.audits['largest-contentful-paint-element']?.details);
    const scores: Record<string, number | null> = {};
    const failedAudits: Record<string, string[]> = {};
    for (const [id, category] of Object.entries(lhr.categories)) {
      scores[id] = category.score === null ? null : Math.round(category.score * 100);
      if (id === 'performance') continue;
      const failed = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) =>
            a !== undefined &&
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a!.id);
      if (failed.length > 0) failedAudits[id] = failed;
    }
    return {
      url,
      finalUrl: lhr.finalDisplayedUrl,
      lighthouseVersion: lhr.lighthouseVersion,
      scores,
      lcpMs: num('largest-contentful-paint'),
      lcpElement: lcpNode,
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      fcpMs: num('first-contentful-paint'),
      transferBytes: num('total-byte-weight'),
      warnings: lhr.runWarnings,
      runtimeError: lhr.runtimeError?.message ?? null,
      failedAudits,
      consoleErrors: (
        (lhr.audits['errors-in-console']?.details as { items?: { description?: unknown }[] })
          ?.items ?? []
      ).map((item) => String(item.description)),
    };
  } finally {
    chrome.kill();
  }
}
