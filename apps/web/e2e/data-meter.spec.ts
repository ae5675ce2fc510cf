/**
 * Issue 24, the data meter, as a student on mobile data reads it: the cost a chapter shows before
 * it starts, and the data web-ed says it used, each against the bytes Playwright saw on the wire
 * (body as sent plus headers), within 10 %. Then save-data mode: a recording is not fetched
 * until the student plays it.
 */
import { expect, type Page, type Response } from '@playwright/test';
import {
  courseFixture,
  en,
  onboardNewStudent,
  playToTheEnd,
  questionsOf,
  s,
  test,
} from './support';

const MATH = 201;
const LISTENING = 105;

/** "About 3.9 kB of data to play" → bytes (the app writes kB and MB of 1000). */
function shownBytes(text: string): number {
  const [, value, unit] = /About ([\d.]+)\s(kB|MB)/.exec(text)!;
  return Number(value) * (unit === 'MB' ? 1e6 : 1e3);
}

/** The bytes on the wire of every same-origin response the page gets that `wanted` picks. */
function wire(page: Page, wanted: (url: string) => boolean) {
  const seen: Promise<number>[] = [];
  const listener = (response: Response) => {
    const url = response.url();
    if (!url.startsWith(new URL(page.url()).origin) || !wanted(url)) return;
    seen.push(
      response
        .request()
        .sizes()
        .then((size) => size.responseBodySize + size.responseHeadersSize)
        .catch(() => 0),
    );
  };
  page.on('response', listener);
  return {
    total: async () => (await Promise.all(seen)).reduce((a, b) => a + b, 0),
    count: () => seen.length,
    stop: () => page.off('response', listener),
  };
}

/** The meter's figure for this week (what Settings shows), once it has been written. */
const metered = (page: Page) =>
  page.evaluate(() => {
    const usage = JSON.parse(localStorage.getItem('web_ed_data_usage') ?? 'null') as {
      bytes: Record<string, number>;
    } | null;
    return usage ? Object.values(usage.bytes).reduce((a, b) => a + b, 0) : 0;
  });

const within = (figure: number, actual: number) => Math.abs(figure - actual) / actual;

test('a chapter costs what it says, and the meter counts what went over the wire', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onboardNewStudent(page, `meter${Date.now() % 1_000_000}`);

  // Leaving the app writes what its meter counted so far (if it had started); from here on, both
  // count everything.
  await page.goto('/robots.txt');
  const before = await metered(page);
  const everything = wire(page, () => true);
  await page.goto(`/courses/?sid=${MATH}`);
  const first = page.locator('.chapter').first();
  const cost = first.getByText(/^About [\d.]+\s(kB|MB) of data to play$/);
  await expect(cost).toBeVisible();
  const said = shownBytes(await cost.innerText());

  const questions = wire(page, (url) => url.includes(`/get-questions?subject_id=${MATH}&`));
  await first.getByRole('link', { name: /^(Start|Continue): / }).click();
  await playToTheEnd(page, questionsOf(courseFixture('math-foundations/en.json')));
  await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
  questions.stop();
  expect(questions.count(), 'the chapter was fetched once').toBe(1);
  // The chapter has no media: its cost is its questions as they came.
  expect(within(said, await questions.total())).toBeLessThan(0.1);

  // Everything the course page and the play took, by the meter (written every 10 s) and on the
  // wire.
  await expect
    .poll(async () => within((await metered(page)) - before, await everything.total()), {
      timeout: 20_000,
    })
    .toBeLessThan(0.1);
  everything.stop();

  // A chapter with recordings: its cost is its questions and every recording it names.
  await page.goto(`/courses/?sid=${LISTENING}`);
  const listening = page.locator('.chapter').first();
  const listeningCost = listening.getByText(/^About [\d.]+\s(kB|MB) of data to play$/);
  await expect(listeningCost).toBeVisible();
  const media = wire(page, (url) => url.includes(`/media/content/${LISTENING}/`));
  const questionsToo = wire(page, (url) => url.includes(`/get-questions?subject_id=${LISTENING}&`));
  // Fetched as the player does, one after the other: every recording the chapter names.
  const urls = await page.evaluate(async (sid) => {
    const r = await fetch(
      `/learning-service/api/web-ed/learning/get-questions?subject_id=${sid}&chapter_id=1051&lang=en`,
      {
        headers: {
          authorization: `Bearer ${JSON.parse(localStorage.getItem('web_ed_user')!).token}`,
        },
      },
    );
    const body = JSON.stringify(await r.json());
    return [...new Set([...body.matchAll(/"(assets\/[^"]+\.ogg)"/g)].map((m) => m[1]!))];
  }, LISTENING);
  expect(urls.length).toBeGreaterThan(10);
  for (const path of urls)
    await page.evaluate(
      async (url) => void (await (await fetch(url)).arrayBuffer()),
      `/media/content/${LISTENING}/${path}`,
    );
  await expect.poll(() => media.count()).toBe(urls.length);
  expect(
    within(
      shownBytes(await listeningCost.innerText()),
      (await media.total()) + (await questionsToo.total()),
    ),
  ).toBeLessThan(0.1);
});

test('save data: a recording is fetched only when the student plays it', async ({ page }) => {
  await onboardNewStudent(page, `saver${Date.now() % 1_000_000}`);
  await page.goto('/settings/storage/');
  const saveData = page.getByRole('switch', { name: s(en, 'settings:saveData') });
  await saveData.click();
  await expect(saveData).toHaveAttribute('aria-checked', 'true');

  const recordings = wire(page, (url) => url.includes(`/media/content/${LISTENING}/`));
  // The server renders the page as the device plays it: nothing to mend when the app takes over.
  const hydration: string[] = [];
  page.on(
    'pageerror',
    (e) => /react\.dev\/errors\/4(1[89]|2[0-5])/.test(e.message) && hydration.push(e.message),
  );
  // Each visit plays in another order, and one question of the chapter has no recording (the
  // device reads it): visits until the first question has one.
  const questions = questionsOf(courseFixture('english-listening/en.json'));
  const stage = page.locator('.player__stage');
  await expect
    .poll(
      async () => {
        await page.goto(`/learn/?sid=${LISTENING}&cid=1051`);
        const id = await stage.getAttribute('data-question-id');
        return (questions.get(id ?? '')?.content as { audio?: string } | undefined)?.audio;
      },
      { timeout: 30_000 },
    )
    .toMatch(/\.ogg$/);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeVisible();
  // The question is on screen, with its recording's controls; the recording has not been asked for.
  await expect(page.locator('.audio-controls__track')).toBeVisible();
  expect(recordings.count()).toBe(0);
  await play.click();
  await expect.poll(() => recordings.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(hydration).toEqual([]);
});
