/**
 * axe-core (WCAG 2 A and AA, best practice) in a Playwright page, for the browser tests and the
 * web benchmarks. axe runs straight in the page under test: @axe-core/playwright's default run
 * opened a second page per check to merge frame results and parsed axe's 550 KB source in both,
 * over a third of the slowest student tests' time (docs/decisions.md, "axe in the page").
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** What axe checks: the rules of some tags, and rules turned on or off beside them. */
export interface AxeScope {
  tags: string[];
  rules?: Record<string, { enabled: boolean }>;
}

/** The tests' own scope: WCAG 2 A and AA, and axe's best practices. */
const TESTS: AxeScope = { tags: ['wcag2a', 'wcag2aa', 'best-practice'] };

/**
 * What Lighthouse's accessibility category scores: its gatherer runs axe on these tags and rules
 * (lighthouse 12.8, core/gather/gatherers/accessibility.js), and the score is 100 exactly when
 * none of them is violated. The budget test checks it in its own page, as a Lighthouse run
 * costs a second browser and a throttled load; `npm run bench:web` reports Lighthouse's score.
 */
export const LIGHTHOUSE_ACCESSIBILITY: AxeScope = {
  tags: ['wcag2a', 'wcag2aa'],
  rules: Object.fromEntries([
    ...[
      'accesskeys',
      'aria-allowed-role',
      'aria-conditional-attr',
      'aria-deprecated-role',
      'aria-dialog-name',
      'aria-prohibited-attr',
      'aria-treeitem-name',
      'aria-text',
      'empty-heading',
      'heading-order',
      'html-xml-lang-mismatch',
      'identical-links-same-purpose',
      'image-redundant-alt',
      'input-button-name',
      'label-content-name-mismatch',
      'landmark-one-main',
      'link-in-text-block',
      'meta-viewport',
      'select-name',
      'skip-link',
      'tabindex',
      'table-duplicate-name',
      'table-fake-caption',
      'target-size',
      'td-has-header',
    ].map((id) => [id, { enabled: true }]),
    ...[
      'area-alt',
      'aria-braille-equivalent',
      'aria-roledescription',
      'audio-caption',
      'blink',
      'duplicate-id',
      'frame-focusable-content',
      'frame-title-unique',
      'marquee',
      'nested-interactive',
      'no-autoplay-audio',
      'role-img-alt',
      'scrollable-region-focusable',
      'server-side-image-map',
      'summary-name',
      'svg-img-alt',
    ].map((id) => [id, { enabled: false }]),
  ]),
};

/** The violations axe finds on the page as it is now, within `scope` (the tests' by default). */
export async function axeViolations(page: Page, scope: AxeScope = TESTS): Promise<axe.Result[]> {
  // Once per document: a screen reached by the app's own navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, rules }) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          ...(rules && { rules }),
          // Only the violations are read: the passes would be serialised for nothing.
          resultTypes: ['violations'],
          // The app draws no frames, and axe would wait a minute for a frame without axe in it.
          iframes: false,
        })
      ).violations,
    scope,
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
