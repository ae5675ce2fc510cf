/**
 * Issue 24, background sync: a play finished offline is sent when the connection returns even
 * though the app was closed: the service worker does it on the browser's sync event (Chromium
 * fires it when the network comes back; DevTools' ServiceWorker.dispatchSyncEvent fires it as
 * well, so the test does not depend on when Chromium does). The server then has the play once.
 *
 * Offline emulation alone did not always hold the play back (once in CI the server had it
 * before the connection came back), so the finish call is also cut at the network until then,
 * for every requester: the page and the service worker alike.
 */
import { expect } from '@playwright/test';
import { OFFLINE_READY } from '../playwright.config';
import {
  apiData,
  courseFixture,
  en,
  onboardNewStudent,
  outboxCount,
  playToTheEnd,
  questionsOf,
  s,
  test,
  tokenOf,
} from './support';

const MATH = 201;

test.use(OFFLINE_READY);

test('a play finished offline is sent by the service worker with the app closed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await onboardNewStudent(page, `sync${Date.now() % 1_000_000}`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  const token = await tokenOf(page);
  // Read through the context's request API: it outlives the app's page.
  const points = async () =>
    (
      await apiData<{ points: number }>(
        context,
        token,
        '/user-service/api/web-ed/user/get-user-info',
      )
    ).points;
  expect(await points()).toBe(0);
  let connected = true;
  await context.route('**/learning/minigame-finish', (route) =>
    connected ? route.continue() : route.abort('internetdisconnected'),
  );

  // The chapter opens online; the connection drops during the play, which is kept on the
  // device, and the browser is asked to sync.
  await page.goto(`/courses/?sid=${MATH}`);
  await page
    .locator('.chapter')
    .first()
    .getByRole('link', { name: /^(Start|Continue): / })
    .click();
  await expect(page.locator('.player__stage')).toBeVisible();
  connected = false;
  await context.setOffline(true);
  await playToTheEnd(page, questionsOf(courseFixture('math-foundations/en.json')));
  await expect(page.getByText(s(en, 'result:pendingSync'))).toBeVisible({ timeout: 20_000 });
  const earned = Number(/\d+/.exec(await page.getByText(/^\+\d+ points?$/).innerText())![0]);
  expect(await outboxCount(page)).toBe(1);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('web-ed-send');

  // The app closed: nothing was sent. Then the connection comes back, and Chromium may fire the
  // sync by itself; DevTools fires it too, in case it waits (it is sent once either way).
  const blank = await context.newPage();
  await page.close();
  expect(await points()).toBe(0);
  connected = true;
  await context.setOffline(false);
  const devtools = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', (e) =>
    registrations.push(...e.registrations),
  );
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(registrations[0]!.scopeURL).origin;
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registrations[0]!.registrationId,
    tag: 'web-ed-send',
    lastChance: false,
  });
  await expect.poll(points, { timeout: 30_000 }).toBe(earned);

  // Opened again: nothing left to send, and the play was stored once.
  const again = await context.newPage();
  await again.goto('/home/');
  expect(await outboxCount(again)).toBe(0);
  expect(await points()).toBe(earned);
});
