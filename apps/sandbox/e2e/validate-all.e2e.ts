/**
 * The sandbox's "All fixtures" and "Plugins" views at 360 px: every file under content-fixtures/
 * is listed and validated by the engine; the courses pass, and every file under broken/ fails
 * where its README says, with the JSON path and line of its error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { registry } from '@web-ed/plugins';
import { expectAccessible, openSandbox, summary } from './sandbox-page';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES_DIR = `${ROOT}content-fixtures/`;

const isCourse = (f: string) => /(^|\/)(en|id|th|hi|ms)\.json$/.test(f);
/**
 * Every course fixture under content-fixtures/, as the sandbox names them ("broken/not-json.json"),
 * and each plugin's own ("plugins/true-false/fixtures/en.json").
 */
const fixtureIds = [
  ...readdirSync(FIXTURES_DIR, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.json'))
    .filter((f) => f.startsWith('broken/') || isCourse(f)),
  ...readdirSync(`${ROOT}plugins`).flatMap((name) =>
    existsSync(`${ROOT}plugins/${name}/fixtures`)
      ? readdirSync(`${ROOT}plugins/${name}/fixtures`)
          .filter(isCourse)
          .map((f) => `plugins/${name}/fixtures/${f}`)
      : [],
  ),
].sort();

const lineOf = (id: string, needle: string) =>
  readFileSync(FIXTURES_DIR + id, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

/** broken/README.md: each file's one defect, at this path. */
const BROKEN: Record<string, { path: string; message: RegExp; line?: number }> = {
  'broken/missing-prompt.json': {
    path: '/chapters/0/tasks/0/questions/1/content',
    message: /missing required field "prompt"/,
  },
  'broken/unknown-type.json': {
    path: '/chapters/0/tasks/0/questions/2/type',
    message: /unknown minigame type 99/,
  },
  'broken/wrong-type-field.json': {
    path: '/chapters/0/tasks/0/questions/0/id',
    message: /must be string/,
    line: lineOf('broken/wrong-type-field.json', '"id": 101'),
  },
  'broken/answer-not-an-option.json': {
    path: '/chapters/0/tasks/0/questions/1/content/answers/0',
    message: /answer "e" is not one of the option ids/,
    line: lineOf('broken/answer-not-an-option.json', '"answers": ["e"]'),
  },
  'broken/too-few-options.json': {
    path: '/chapters/0/tasks/0/questions/1/content/options',
    message: /needs at least 2 items/,
  },
  'broken/not-json.json': {
    path: '(document)',
    message: /Not valid JSON \(line 118, column 14\): trailing comma/,
    line: 118,
  },
};

const report = (page: Page, id: string) =>
  page.getByRole('list', { name: 'Fixtures' }).getByRole('article', { name: id, exact: true });

test('"All fixtures" validates every fixture: courses valid, broken ones failing at their path', async ({
  page,
}) => {
  await openSandbox(page);
  // Reachable from the header, and named in the URL.
  await page
    .getByRole('navigation', { name: 'Sandbox' })
    .getByRole('link', { name: 'All fixtures' })
    .click();
  await expect(page).toHaveURL(/[?&]view=fixtures/);
  await expect(page.getByRole('heading', { level: 2, name: 'All fixtures' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All fixtures' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const broken = fixtureIds.filter((id) => id.startsWith('broken/'));
  const good = fixtureIds.filter((id) => !id.startsWith('broken/'));
  await expect(page.getByRole('status').filter({ hasText: /fixtures:/ })).toContainText(
    `${fixtureIds.length} fixtures: ${good.length} valid, ${broken.length} failing as expected. All as expected.`,
  );
  await expect(page.getByRole('list', { name: 'Fixtures' }).getByRole('article')).toHaveCount(
    fixtureIds.length,
  );

  for (const id of good) {
    const card = report(page, id);
    await expect(card.locator('.badge--valid'), id).toHaveText('✓Valid');
    await expect(card, id).toContainText(/\d+ questions? valid, 0 invalid/);
    await expect(card.getByText('Expected to fail')).toHaveCount(0);
    await expect(card.getByRole('list')).toHaveCount(0);
  }

  for (const id of broken) {
    const card = report(page, id);
    await expect(card.getByText('Expected to fail'), id).toBeVisible();
    await expect(card, id).toContainText(/Invalid: \d+ errors?/);
    const errors = card.getByRole('list', { name: `Errors in ${id}` }).getByRole('listitem');
    await expect(errors.first(), id).toBeVisible();
    const want = BROKEN[id];
    if (!want) continue; // a newer broken fixture: failing with an error is all we know
    const error = errors.filter({ hasText: want.message });
    await expect(error, id).toHaveCount(1);
    await expect(error.locator('.error-list__path'), id).toHaveText(want.path);
    if (want.line) await expect(error, id).toContainText(`Line ${want.line}`);
    else await expect(error, id).toContainText(/Line \d+/);
  }
  await expect(report(page, 'broken/not-json.json')).toContainText('Not valid JSON');

  await report(page, 'broken/answer-not-an-option.json').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/validate-all-360-broken.png' });
  await page.getByRole('heading', { level: 2, name: 'All fixtures' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/validate-all-360.png' });
  await expectAccessible(page, 'the All fixtures view');

  // "Open" takes the author to the editor with that fixture loaded; Back returns to the list.
  await report(page, 'broken/missing-prompt.json')
    .getByRole('button', { name: /^Open / })
    .click();
  await expect(page).toHaveURL(/fixture=broken%2Fmissing-prompt\.json/);
  await expect(summary(page)).toContainText('1 invalid; 1 error.');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'All fixtures' })).toBeVisible();
});

test('"Plugins" lists every registered minigame with its type, version and schema version', async ({
  page,
}) => {
  const expected = registry.all().map((p) => p.manifest);
  await openSandbox(page);
  await page.getByRole('link', { name: 'Plugins' }).click();
  await expect(page).toHaveURL(/[?&]view=plugins/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(expected.length + 1);
  for (const m of expected) {
    const row = rows.filter({
      has: page.getByRole('rowheader', { name: new RegExp(`^${m.name}\\b`) }),
    });
    await expect(row.getByRole('cell'), m.name).toHaveText([
      String(m.type),
      m.version,
      `v${m.schemaVersion}`,
    ]);
  }
  await expect(rows.filter({ hasText: 'brain-battle' })).toContainText('not judged per answer');
  await page.screenshot({ path: 'test-results/plugins-360.png' });
  await expectAccessible(page, 'the Plugins view');
});
