/**
 * A returning student sees their screen at once (issue 19, item 5): /home/, /courses/ and the
 * leaderboard show what they last showed from the device while every API read is held at the
 * network, then the fresh answer (a name changed elsewhere meanwhile); sign-out forgets the
 * kept copies.
 */
import { expect, type Page } from '@playwright/test';
import { apiData, en, onboardNewStudent, s, test, tokenOf } from './support';

const API = /\/(user|learning|mission|leaderboard)-service\/api\//;
const KEPT = 'web-ed:last-known:';

/** Holds every API request until the returned function is called. */
async function holdApi(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const greeting = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: s(en, 'home:greeting', { name }) });

test('a returning student sees home, course and board from the device while the fresh ones load, and the new answer after', async ({
  page,
}) => {
  const name = `kembali${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);
  await expect(greeting(page, name)).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const path = page.getByRole('list', { name: /Everyday English/ });
  await expect(path).toBeVisible();
  await page.goto('/leaderboard/');
  await expect(page.locator('.leaderboard .skeleton')).toHaveCount(0);
  await expect(page.getByText(s(en, 'leaderboard:capNote'))).toBeVisible();
  const board = await page.locator('.leaderboard').innerText();
  await page.goto('/courses/');
  await expect(page.locator('.chapter').first()).toBeVisible();
  const chapters = await page.locator('.chapter').count();

  // The name changes elsewhere (another device); every read of this one is held.
  const token = await tokenOf(page);
  const renamed = `${name}b`;
  const update = await page.request.post('/user-service/api/web-ed/user/update-user-info', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: renamed },
  });
  expect(update.ok()).toBe(true);
  // Without the session cookie no page comes rendered by the server (first-html.spec.ts), as
  // when the installed app opens from its service worker: what shows is the device's copy.
  await page.context().clearCookies({ name: 'web_ed_session' });
  let release = await holdApi(page);

  await page.goto('/home/');
  await expect(greeting(page, name)).toBeVisible();
  await expect(path).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  release();
  await expect(greeting(page, renamed)).toBeVisible();

  await page.unrouteAll();
  release = await holdApi(page);
  await page.goto('/courses/');
  await expect(page.locator('.chapter')).toHaveCount(chapters);
  await page.goto('/leaderboard/');
  await expect(page.getByText(s(en, 'leaderboard:capNote'))).toBeVisible();
  expect(await page.locator('.leaderboard').innerText()).toBe(board);
  release();
  await page.unrouteAll();

  // Signing out forgets every kept screen; the account itself is untouched. The sign-in page it
  // leads to may keep what it shows anyone (`public:`, no one's: the sign-ins offered).
  expect(
    await apiData<{ name: string }>(page, token, '/user-service/api/web-ed/user/get-user-info'),
  ).toMatchObject({ name: renamed });
  await page.goto('/settings/');
  await page.getByRole('button', { name: s(en, 'nav:logout'), exact: true }).click();
  await expect(page).toHaveURL(/\/(\?|$)/);
  const kept = await page.evaluate(
    (prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)),
    KEPT,
  );
  expect(kept.filter((key) => !key.startsWith(`${KEPT}public:`))).toEqual([]);
});
