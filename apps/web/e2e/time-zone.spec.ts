/**
 * The student's days are in their device's zone: the app sends it once, worked out in a worker
 * (off the first screen's main thread, under the page's security policy), and remembers the
 * zone's offsets, so a later start on the same offsets asks nothing.
 */
import { expect } from '@playwright/test';
import { apiData, onboardNewStudent, test, tokenOf } from './support';

const SET_TIME_ZONE = /\/user-service\/api\/web-ed\/user\/set-time-zone$/;

test.use({ timezoneId: 'Asia/Bangkok' });

test('the device zone reaches the server once', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (SET_TIME_ZONE.test(request.url())) sent.push(request.postData() ?? '');
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await onboardNewStudent(page, `zona${Date.now() % 1_000_000}`);
  const token = await tokenOf(page);
  await expect
    .poll(
      async () =>
        (
          await apiData<{ time_zone: string }>(
            page,
            token,
            '/user-service/api/web-ed/user/get-user-profile',
          )
        ).time_zone,
    )
    .toBe('Asia/Bangkok');
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ time_zone: 'Asia/Bangkok' }]);
  expect(workers).toEqual([expect.stringMatching(/^\/workers\/time-zone\.worker-[\w-]{8}\.js$/)]);
  // UTC+7 all year: what the next start compares before asking the device its zone.
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('web_ed_user')!) as { id: string }).id,
  );
  expect(await page.evaluate(() => localStorage.getItem('web_ed_time_zone_sent'))).toBe(
    `${id}:-420,-420`,
  );
});
