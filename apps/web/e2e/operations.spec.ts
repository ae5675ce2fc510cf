/**
 * Operations in the browser: maintenance switched on and off by the admin command while the app
 * runs (the server on PostgreSQL, so the command runs beside it), shown within the flag refresh,
 * and bypassed by the local flag bypass_maintenance_mode. The page's clock is Playwright's: the
 * test moves it on to the next refresh instead of waiting 10 s for it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { FEATURE_FLAGS } from '@web-ed/engine';
import { OPS_DATABASE_URL, OPS_PORT } from '../playwright.config';
import { ROOT, test } from './support';

const common = (lang: string) =>
  JSON.parse(readFileSync(`${ROOT}packages/i18n/locales/${lang}/common.json`, 'utf8')) as Record<
    string,
    string
  >;
const en = common('en');
const id = common('id');

function admin(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'apps/server/src/admin/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: OPS_DATABASE_URL },
    encoding: 'utf8',
  });
}

test.use({ baseURL: `http://127.0.0.1:${OPS_PORT}` });

/**
 * Moves the page's clock on to the next flag refresh until `what` has `count` matches: a refresh
 * may still see the old flags while the server's rule cache (1 s, real time) holds them.
 */
async function afterRefresh(page: Page, what: Locator, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(FEATURE_FLAGS.flushIntervalMs);
        return what.count();
      },
      { timeout: 20_000 },
    )
    .toBe(count);
}

test('maintenance from the admin command reaches a running app, and the local bypass skips it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1, name: en['maintenanceTitle'] });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(title).toHaveCount(0);

  expect(admin('maintenance', 'on')).toContain('maintenance on');
  await afterRefresh(page, title, 1);
  await expect(page.getByText(en['maintenanceDescription']!)).toBeVisible();
  await expect(page.getByRole('img', { name: en['maintenanceImageAlt'] })).toBeVisible();
  await page.screenshot({ path: `${ROOT}test-results/web-screens/en-maintenance.png` });

  // In Indonesian too, after a reload (the flag holds on a fresh start).
  await page.evaluate(() => localStorage.setItem('web_ed_lang', 'id'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: id['maintenanceTitle'] })).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: `${ROOT}test-results/web-screens/id-maintenance.png` });

  // The operators' bypass.
  // The flags still say maintenance: once they have arrived and two frames have painted, the
  // screen would be up were the bypass ignored.
  await page.evaluate(() => localStorage.setItem('bypass_maintenance_mode', 'true'));
  const flags = page.waitForResponse((r) => r.url().includes('/data/flags.json') && r.ok());
  await page.reload();
  const answer = (await (await flags).json()) as { flags: Record<string, { enabled?: boolean }> };
  expect(answer.flags['maintenance']?.enabled).toBe(true);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: id['maintenanceTitle'] })).toHaveCount(
    0,
  );

  // Off again: the screen goes away without a reload.
  await page.evaluate(() => localStorage.removeItem('bypass_maintenance_mode'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: id['maintenanceTitle'] })).toBeVisible({
    timeout: 20_000,
  });
  expect(admin('maintenance', 'off')).toContain('maintenance off');
  await afterRefresh(
    page,
    page.getByRole('heading', { level: 1, name: id['maintenanceTitle'] }),
    0,
  );
});
