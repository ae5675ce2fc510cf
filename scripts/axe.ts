/**
 * axe-core (WCAG 2 A and AA, best practice) in a Playwright page, for the browser tests and the
 * web benchmarks. axe runs straight in the page under test: @axe-core/playwright's default run
 * opened a second page per check to merge frame results and parsed axe's 550 KB source in both,
 * over a third of the slowest student tests' time (docs/decisions.md, "axe in the page").
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'best-practice'];

/** The violations axe finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  // Once per document: a screen reached by the app's own navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only the violations are read: the passes would be serialised for nothing.
          resultTypes: ['violations'],
          // The app draws no frames, and axe would wait a minute for a frame without axe in it.
          iframes: false,
        })
      ).violations,
    TAGS,
  );
}

/** The serious and critical violations, one line each: what the tests require to be none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
