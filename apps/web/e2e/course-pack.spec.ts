/**
 * Issue 24, course packs: a student downloads a course they have never opened, sees its size and
 * the progress, goes offline, plays its chapter 1 and chapter 2 (never opened online: only the
 * pack holds them), closes the app and opens it again offline, then comes back online: every play
 * is stored once and the points are the plays' own. Settings lists the downloads; one is removed.
 */
import { expect, type Page } from '@playwright/test';
import { OFFLINE_READY } from '../playwright.config';
import {
  apiData,
  check,
  courseFixture,
  en,
  outboxCount,
  playToTheEnd,
  questionsOf,
  s,
  test,
  tokenOf,
  onboardNewStudent,
} from './support';

const MATH = 201;
const LISTENING = 105;

/** Cache Storage keys holding `text`, in the caches whose name starts with `prefix`. */
const cachedUrls = (page: Page, prefix: string) =>
  page.evaluate(async (prefix) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    }
    return urls;
  }, prefix);

/** Downloads the course on screen from its course page. */
async function download(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: s(en, 'courses:packTitle') });
  const button = panel.getByRole('button', {
    name: /^Download for offline \(\d+(\.\d)?\s(kB|MB)\)$/,
  });
  await expect(button).toBeVisible();
  await button.click();
  await expect(
    panel.getByText(/^Available offline · \d+(\.\d)?\s(kB|MB) · downloaded /),
  ).toBeVisible({
    timeout: 60_000,
  });
}

test.use(OFFLINE_READY);

test('a course downloaded for offline plays chapters never opened, offline, and syncs once', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const name = `pack${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);
  // The service worker controls the page before anything is downloaded (it serves the pack).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);

  // Maths: its size before it starts, a progress bar while it runs. The listing is held until
  // the first Start button has shown: it must not move when the panel and the costs arrive.
  let release = () => {};
  const listed = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/learning/get-course-pack*', async (route) => {
    await listed;
    await route.continue();
  });
  await page.goto(`/courses/?sid=${MATH}`);
  const firstStart = page
    .locator('.chapter')
    .first()
    .getByRole('link', { name: /^Start: / });
  await expect(firstStart).toBeVisible();
  const shownAt = await firstStart.boundingBox();
  release();
  const panel = page.getByRole('region', { name: s(en, 'courses:packTitle') });
  await expect(panel.getByText(s(en, 'courses:packHint'))).toBeVisible();
  // What a play of a chapter costs in data, before it starts (the locked ones say nothing yet).
  const cost = /^About \d+(\.\d)?\skB of data to play$/;
  await expect(page.locator('.chapter').first().getByText(cost)).toBeVisible();
  await expect(page.locator('.chapter').nth(1).getByText(cost)).toHaveCount(0);
  expect(await firstStart.boundingBox(), 'where Start first showed').toEqual(shownAt);
  await context.unroute('**/learning/get-course-pack*');
  await check(page, 'en-course-pack');
  const progress: number[] = [];
  await page.exposeFunction('packProgress', (n: number) => progress.push(n));
  await page.evaluate(() => {
    new MutationObserver(() => {
      const bar = document.querySelector('.course-pack [role="progressbar"]');
      if (bar)
        (window as unknown as { packProgress: (n: number) => void }).packProgress(
          Number(bar.getAttribute('aria-valuenow')),
        );
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await download(page);
  expect(progress.length, 'the progress bar showed').toBeGreaterThan(0);
  await check(page, 'en-course-pack-ready');
  // On the device, a play costs no data.
  await expect(page.getByText(cost)).toHaveCount(0);
  await expect(
    page.locator('.chapter').first().getByText(s(en, 'courses:chapterOnDevice')),
  ).toBeVisible();
  // The pack alone holds the chapters: the download went past the worker's runtime caches.
  const packed = await cachedUrls(page, 'web-ed-pack-');
  expect(packed.filter((u) => u.includes('get-questions'))).toHaveLength(3);
  const runtime = await cachedUrls(page, 'web-ed-api');
  expect(runtime.filter((u) => u.includes(`get-questions?subject_id=${MATH}`))).toEqual([]);

  // A course with recordings: the media come along, and play offline from the pack.
  await page.goto(`/courses/?sid=${LISTENING}`);
  await download(page);
  const media = (await cachedUrls(page, `web-ed-pack-${LISTENING}`)).filter((u) =>
    u.includes('/media/content/'),
  );
  expect(media.length).toBeGreaterThan(10);
  expect(await cachedUrls(page, 'web-ed-media')).toEqual([]);

  await context.setOffline(true);
  const audio = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, bytes: (await r.arrayBuffer()).byteLength };
  }, media[0]!);
  expect(audio.status).toBe(200);
  expect(audio.bytes).toBeGreaterThan(1000);

  // Offline, by the course's rules: chapter 1 to its end (five plays), which unlocks chapter 2.
  const questions = questionsOf(courseFixture('math-foundations/en.json'));
  const start = new RegExp(`^(${s(en, 'courses:start')}|${s(en, 'courses:continue')}): `);
  const earned: number[] = [];
  const play = async (chapter: number, cid: number) => {
    await page.goto(`/courses/?sid=${MATH}`);
    const row = page.locator('.chapter').nth(chapter - 1);
    await expect(row).toHaveAttribute('data-state', 'current');
    await row.getByRole('link', { name: start }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/\\?.*sid=${MATH}.*cid=${cid}`));
    await playToTheEnd(page, questions);
    await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
    await expect(page.getByText(s(en, 'result:pendingSync'))).toBeVisible();
    earned.push(Number(/\d+/.exec(await page.getByText(/^\+\d+ points?$/).innerText())![0]));
  };
  await page.goto(`/courses/?sid=${MATH}`);
  await expect(panel.getByText(/^Available offline/)).toBeVisible();
  await expect(page.locator('.chapter').nth(1)).toHaveAttribute('data-state', 'locked');
  for (let i = 0; i < 5; i++) await play(1, 2011);
  await page.goto(`/courses/?sid=${MATH}`);
  await expect(page.locator('.chapter').first()).toHaveAttribute('data-state', 'completed');
  await check(page, 'en-course-pack-offline');
  await play(2, 2012);

  // The app closed and opened again, still offline: both plays wait in the outbox.
  await page.close();
  const again = await context.newPage();
  await again.goto('/home/');
  await expect(again.getByText(s(en, 'errors:noInternet'))).toBeVisible();
  expect(await outboxCount(again)).toBe(6);

  // Online: sent once; the points are the plays'.
  await context.setOffline(false);
  await again.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outboxCount(again), { timeout: 30_000 }).toBe(0);
  const token = await tokenOf(again);
  const get = <T>(path: string) => apiData<T>(again, token, path);
  const info = await get<{ points: number }>('/user-service/api/web-ed/user/get-user-info');
  expect(info.points).toBe(earned.reduce((a, b) => a + b, 0));
  // The server sees the course as the phone did offline.
  const chapters = await get<
    Record<string, { id: number; progress: number; is_completed: boolean }[]>
  >(`/learning-service/api/web-ed/learning/get-chapters?subject_id=${MATH}`);
  expect(
    chapters[String(MATH)]!.slice(0, 2).map((c) => [c.id, c.progress, c.is_completed]),
  ).toEqual([
    [2011, 100, true],
    [2012, 20, false],
  ]);

  // Settings › Downloads and storage: both courses with their sizes; one removed.
  await again.goto('/settings/');
  await again.getByRole('link', { name: new RegExp(s(en, 'settings:storage')) }).click();
  await expect(
    again.getByRole('heading', { level: 1, name: s(en, 'settings:storage') }),
  ).toBeVisible();
  const listening = 'English Listening Practice';
  for (const course of ['Math Foundations', listening])
    await expect(again.getByText(course, { exact: true })).toBeVisible();
  await expect(again.getByText(/^\d+(\.\d)?\skB · downloaded /)).toHaveCount(2);
  await expect(again.getByText(/^web-ed uses .+ on this device · .+ free$/)).toBeVisible();
  await check(again, 'en-settings-storage');
  await again
    .getByRole('button', { name: s(en, 'settings:storageRemove', { course: listening }) })
    .click();
  await expect(again.getByText(listening, { exact: true })).toHaveCount(0);
  expect(await cachedUrls(again, `web-ed-pack-${LISTENING}`)).toEqual([]);
  expect((await cachedUrls(again, `web-ed-pack-${MATH}`)).length).toBeGreaterThan(0);

  // The data this week, and courses downloaded on Wi-Fi only.
  await expect(again.getByText(/^web-ed used [\d.,]+\s(kB|MB) of data this week$/)).not.toHaveText(
    /used 0\skB/,
  );
  await again.getByRole('switch', { name: s(en, 'settings:wifiOnly') }).click();
  await expect(again.getByRole('switch', { name: s(en, 'settings:wifiOnly') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // On mobile data, as the Network Information API says: the download waits.
  await again.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { type: 'cellular' } }),
  );
  await again.goto(`/courses/?sid=${LISTENING}`);
  const offer = again.getByRole('region', { name: s(en, 'courses:packTitle') });
  await expect(offer.getByText(s(en, 'courses:packWaitsForWifi'))).toBeVisible();
  await expect(offer.getByRole('button', { name: /^Download for offline/ })).toHaveCount(0);
  await check(again, 'en-course-pack-wifi-only');
});
