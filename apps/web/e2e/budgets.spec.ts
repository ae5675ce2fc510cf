/**
 * The budgets that are not timings (bench/budgets.json, issue 11), on this suite's server: the
 * first-load JS (same origin, gzip -9) of every student route of bench/web/routes.ts is within its
 * budget; on /home/, /learn/ and /leaderboard/ nothing Lighthouse's accessibility score counts is
 * violated (its budget, 100, is that), and axe finds nothing. Lighthouse's own scores and the
 * timings (performance, LCP) stay in `npm run bench:all`: they depend on the machine.
 */
import { expect, test } from '@playwright/test';
import { BUDGETS } from '../../../bench/budgets';
import { axeViolations, LIGHTHOUSE_ACCESSIBILITY } from '../../../scripts/axe';
import { settle } from '../../../bench/web/first-load-js';
import {
  contextFor,
  LIGHTHOUSE_PAGES,
  pathOf,
  ROUTES,
  visitors,
  weighRoutes,
  type Visitors,
} from '../../../bench/web/routes';
import config from '../playwright.config';

let v: Visitors;

test.beforeAll(async () => {
  v = await visitors(config.use!.baseURL!, 'budget');
});

test('first-load JS of every student route is within its budget', async ({ browser }) => {
  test.slow(); // 30 routes, each in a fresh browser context: slow on a busy machine
  expect(Object.keys(BUDGETS.jsGzipKB).sort(), 'a budget for each route').toEqual(
    ROUTES.map((r) => r.route).sort(),
  );
  // Sizes do not depend on timing, so four routes are weighed at once.
  const weighed = await weighRoutes(browser, v, 4);
  // The figures, for whoever lowers a budget to what a change reached (bench/README.md).
  console.log(
    weighed
      .map(
        (r) =>
          `${r.route.padEnd(34)} ${(r.totalGzipBytes / 1024).toFixed(1).padStart(6)} KB` +
          (r.fellBack ? `  (a second visit: the server's render of the first: ${r.fellBack})` : ''),
      )
      .join('\n'),
  );
  for (const r of weighed) {
    const kb = r.totalGzipBytes / 1024;
    expect.soft(r.render, `${r.route}: the server's render`).not.toMatch(/^(failed|timeout)$/);
    // The screens the server renders for a student are weighed as they come rendered.
    if ((LIGHTHOUSE_PAGES as readonly string[]).includes(r.route))
      expect.soft(r.render, `${r.route} comes rendered`).toBe('rendered');
    expect
      .soft(new URL(r.finalPath, v.origin).pathname, `${r.route} shows its own screen`)
      .toBe(r.route);
    const files = r.chunks.map((c) => `${c.file} ${(c.gzipBytes / 1024).toFixed(1)}`).join(', ');
    expect
      .soft(kb, `${r.route}: ${kb.toFixed(1)} KB in ${r.chunks.length} files (${files})`)
      .toBeLessThanOrEqual(BUDGETS.jsGzipKB[r.route]!);
  }
});

for (const page of LIGHTHOUSE_PAGES) {
  test(`${page}: Lighthouse accessibility ${BUDGETS.lighthouseAccessibility}, axe clean`, async ({
    browser,
  }) => {
    expect(BUDGETS.lighthouseAccessibility, 'a score of 100 is no violation at all').toBe(100);
    const context = await contextFor(browser, v.origin, v.sessions.student!);
    const tab = await context.newPage();
    await tab.goto(`${v.origin}${pathOf(page, v)}`);
    await settle(tab, ROUTES.find((r) => r.route === page)?.ready);
    const lighthouse = await axeViolations(tab, LIGHTHOUSE_ACCESSIBILITY);
    const violations = await axeViolations(tab);
    await context.close();
    const lines = (found: typeof violations) =>
      found.map((x) => `${x.id} (${x.impact}): ${x.help}`);
    expect(lines(lighthouse), "Lighthouse's accessibility audits").toEqual([]);
    expect(lines(violations)).toEqual([]);
  });
}
