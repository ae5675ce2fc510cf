/**
 * Start-up sends the first screen's reads beside the download of its code (issue 19, item 3;
 * the route module's readAhead) when the page came without the screen: with the screen's code
 * held at the network, its reads are already on their way; once it arrives, the screen takes
 * their answers and asks for none of them again. A page the server rendered shows its answers
 * already, so its start-up sends no read (less work in the task that hydrates it): the screen asks
 * once it is on, each read once. The page the server sends for /learn/ holds its first question
 * (routes/web-render.test.ts checks what a page the server does not render preloads).
 */
import { expect, type Frame, type Page, type Request } from '@playwright/test';
import {
  courseFixture,
  en,
  holdRequests,
  onboardNewStudent,
  questionsOf,
  s,
  test,
} from './support';

/** What /home/ reads at start, by path (home-reads.ts). */
const HOME_READS = [
  '/user-service/api/web-ed/user/get-user-info',
  '/user-service/api/web-ed/user/get-user-preference',
  '/learning-service/api/web-ed/learning/get-subjects',
  '/user-service/api/web-ed/streak/get-streak',
  '/mission-service/api/web-ed/mission/get-mission-cards',
  '/learning-service/api/web-ed/learning/get-ads',
  '/learning-service/api/web-ed/learning/get-chapters',
];
const LEARN_READS = [
  '/learning-service/api/web-ed/learning/get-questions',
  '/learning-service/api/web-ed/learning/get-tasks',
  '/learning-service/api/web-ed/learning/get-subjects',
  '/user-service/api/web-ed/user/get-user-preference',
];
const BOARD_READS = [
  '/user-service/api/web-ed/leaderboard/get-leaderboard',
  '/user-service/api/web-ed/user/get-avatars',
];

/**
 * Reloads the page with the screen's chunks (`chunk`) held. Where the page comes without the
 * screen (`rendered` false), holds them until every path of `reads` has been asked for; where the
 * server renders it, checks that none was asked by the time the chunk was. Then lets the code
 * through, waits for `shown` and for every path of `reads`, and answers the requests made of them.
 */
async function reloadHeld(
  page: Page,
  chunk: RegExp,
  reads: readonly string[],
  shown: () => Promise<void>,
  rendered = false,
): Promise<Request[]> {
  const seen: Request[] = [];
  const listen = (r: Request) => {
    if (reads.includes(new URL(r.url()).pathname)) seen.push(r);
  };
  const paths = () => [...new Set(seen.map((r) => new URL(r.url()).pathname))].sort();
  // The page before the reload may still ask for its own (its screen's reads when idle).
  const reloaded = (frame: Frame) => {
    if (frame === page.mainFrame()) seen.length = 0;
  };
  page.on('request', listen);
  page.on('framenavigated', reloaded);
  const code = await holdRequests(page, chunk);
  await page.reload();
  if (rendered) {
    // The start-up asks for the screen's code before it would send the reads.
    await expect.poll(() => code.asked).toBeGreaterThan(0);
    expect(paths(), 'reads sent before the rendered screen is on').toEqual([]);
  } else await expect.poll(paths).toEqual([...reads].sort());
  code.release();
  await shown();
  await expect.poll(paths).toEqual([...reads].sort());
  page.off('request', listen);
  page.off('framenavigated', reloaded);
  return seen;
}

async function onceEach(requests: readonly Request[], reads: readonly string[]): Promise<void> {
  expect(requests.map((r) => new URL(r.url()).pathname).sort()).toEqual([...reads].sort());
  for (const r of requests) expect((await r.response())?.status(), r.url()).toBe(200);
}

test("/home/'s, /learn/'s and the leaderboard's reads: ahead of their code, or after a rendered screen is on; once each", async ({
  page,
}) => {
  const name = `awal${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);
  const greeting = page.getByRole('heading', {
    level: 1,
    name: s(en, 'home:greeting', { name }),
  });
  const path = page.getByRole('list', { name: /Everyday English/ });
  await expect(greeting).toBeVisible();
  await expect(path).toBeVisible();

  const homeChunk = /\/assets\/home-[^/]*\.js$/;
  const homeShown = async () => {
    await expect(greeting).toBeVisible();
    await expect(path).toBeVisible();
    await expect(page.locator('.home .skeleton')).toHaveCount(0);
  };
  await onceEach(await reloadHeld(page, homeChunk, HOME_READS, homeShown, true), HOME_READS);

  // Without the session cookie the server cannot render the screen: the app signs the reads
  // with the session it keeps, and sends them ahead of its code.
  const context = page.context();
  const session = (await context.cookies()).find((c) => c.name === 'web_ed_session');
  expect(session, 'the sign-in left its cookie').toBeDefined();
  await context.clearCookies({ name: 'web_ed_session' });
  await onceEach(await reloadHeld(page, homeChunk, HOME_READS, homeShown), HOME_READS);

  await page.goto('/learn/?sid=101&cid=1011&source=courses');
  const question = page.locator('.player__stage [role="radio"], .player__stage [role="checkbox"]');
  await expect(question.first()).toBeVisible();
  const learn = await reloadHeld(page, /\/assets\/learn-[\w-]+\.js$/, LEARN_READS, () =>
    expect(question.first()).toBeVisible(),
  );
  await onceEach(learn, LEARN_READS);
  await context.addCookies([session!]);
  // The page the server sends holds a question of the chapter's first task already. The task
  // shuffles its questions: another visit may open on another one.
  const firstQuestion = async () => {
    const learnPage = await page.request.get('/learn/?sid=101&cid=1011&source=courses', {
      headers: { accept: 'text/html' },
    });
    const id = /data-question-id="(eng-1-1-\d\d)"/.exec(await learnPage.text())?.[1];
    expect(id, "a question of the chapter's first task").toBeDefined();
    return id!;
  };
  const firsts = new Set([await firstQuestion()]);
  await expect
    .poll(async () => firsts.add(await firstQuestion()).size, { message: 'shuffled on each visit' })
    .toBeGreaterThan(1);
  // The app hydrates the question its page brought: the play's order came with the page. The
  // screen's code is held until the page's question has been read.
  const hydration: string[] = [];
  const hydrationError = (text: string) => {
    if (/hydrat|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(text)) hydration.push(text);
  };
  page.on('console', (m) => m.type() === 'error' && hydrationError(m.text()));
  page.on('pageerror', (e) => hydrationError(e.message));
  const screenCode = await holdRequests(page, /\/assets\/learn-[\w-]+\.js$/);
  await page.goto('/learn/?sid=101&cid=1011&source=courses', { waitUntil: 'commit' });
  const stage = page.locator('.player__stage');
  await expect(stage).toHaveAttribute('data-question-id', /^eng-1-1-\d\d$/);
  const brought = (await stage.getAttribute('data-question-id'))!;
  const { prompt } = questionsOf(courseFixture('english-everyday/en.json')).get(brought)!
    .content as { prompt: string };
  await expect(stage.getByText(prompt)).toBeVisible();
  await stage.evaluate((el) => el.setAttribute('data-first-html', 'yes'));
  screenCode.release();
  await expect(stage.locator('.question-slot')).not.toHaveAttribute('inert');
  await expect(stage).toHaveAttribute('data-first-html', 'yes');
  // React keeps a stale attribute where the words changed: the words are what the student sees.
  await expect(stage.getByText(prompt)).toBeVisible();
  expect(hydration).toEqual([]);

  await page.goto('/leaderboard/');
  const note = page.getByText(s(en, 'leaderboard:capNote'));
  await expect(note).toBeVisible();
  const board = await reloadHeld(
    page,
    /\/assets\/leaderboard-[^/]*\.js$/,
    BOARD_READS,
    () => expect(note).toBeVisible(),
    true,
  );
  await onceEach(board, BOARD_READS);
});
