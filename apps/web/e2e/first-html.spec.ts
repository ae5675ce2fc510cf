/**
 * The student's screen in the first HTML (issue 19, item 2): with the session cookie the sign-in
 * set, the raw HTML of /home/ holds the greeting, the balances and the next chapter, and that of
 * /leaderboard/ the student's row; a browser with JavaScript off shows them; with it on, the app
 * hydrates what it got (no hydration error, the same heading element kept). Sign-out ends the
 * cookie and the token alike, and the next HTML is the plain app again.
 */
import { expect, type Page } from '@playwright/test';
import {
  apiData,
  courseFixture,
  en,
  holdRequests,
  id,
  onboardNewStudent,
  playToTheEnd,
  questionsOf,
  s,
  signInLocally,
  test,
  tokenOf,
} from './support';

const USER_INFO = '/user-service/api/web-ed/user/get-user-info';
const GET_SUBJECTS = '/learning-service/api/web-ed/learning/get-subjects';
const GET_CHAPTERS = '/learning-service/api/web-ed/learning/get-chapters';

// Not the server's zone: the leaderboard's reset time must be written in the student's, or the
// page the browser hydrates would differ from the server's.
test.use({ timezoneId: 'Asia/Jakarta' });

/**
 * Hydration mismatches the page reports from now on (a production build says them in a code:
 * React's errors 418 to 425).
 */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const hydration = (text: string) => {
    if (/hydrat|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(text)) errors.push(text);
  };
  page.on('console', (m) => {
    if (m.type() === 'error') hydration(m.text());
  });
  page.on('pageerror', (e) => hydration(e.message));
  return errors;
}

interface IntlCount {
  intlMade: number;
  intlAtLive?: number;
}

/**
 * In the page, before its scripts: counts the Intl formatters made, and notes the count when the
 * root stops being inert (the screen has hydrated).
 */
function countIntlUntilLive() {
  const counted = window as unknown as IntlCount;
  counted.intlMade = 0;
  for (const name of ['DateTimeFormat', 'DisplayNames', 'NumberFormat'] as const) {
    const real = Intl[name];
    Object.assign(Intl, {
      [name]: new Proxy(real, {
        construct: (target, args) => (counted.intlMade++, Reflect.construct(target, args)),
        apply: (target, self, args) => (counted.intlMade++, Reflect.apply(target, self, args)),
      }),
    });
  }
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (root && !root.hasAttribute('inert')) {
      counted.intlAtLive = counted.intlMade;
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });
}

const rawHtml = async (page: Page, path: string) => {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return { html: await res.text(), cacheControl: res.headers()['cache-control'] };
};

test('home and leaderboard come rendered with the student’s data, are hydrated, and stop at sign-out', async ({
  page,
  browser,
}) => {
  const name = `pertama${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);
  const greetingText = s(en, 'home:greeting', { name });
  // A first lesson, for points and a row on the board.
  await page
    .getByRole('list', { name: /Everyday English/ })
    .getByRole('link', { name: s(en, 'home:startLearning') })
    .first()
    .click();
  await page.getByRole('button', { name: s(en, 'dialogs:skillCheckLater') }).click();
  await expect(page).toHaveURL(/\/learn\//);
  const learnPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const questions = questionsOf(courseFixture('english-everyday/en.json'));
  await playToTheEnd(page, questions);
  await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
  const { points } = await apiData<{ points: number }>(page, await tokenOf(page), USER_INFO);
  expect(points).toBeGreaterThan(0);
  await page.goto('/home/');
  await expect(page.getByRole('heading', { level: 1, name: greetingText })).toBeVisible();
  const nextChapter = (await page.locator('.path-node--next .path-node__title').innerText()).trim();

  const home = await rawHtml(page, '/home/?v=1');
  expect(home.cacheControl).toBe('private, no-store');
  expect(home.html).toContain(`>${greetingText}</h1>`);
  expect(home.html).toContain(
    `<span class="stat__value">${points}</span><span class="stat__label">${s(en, 'home:points')}</span>`,
  );
  expect(home.html).toContain(`>${nextChapter}<`);
  expect(home.html).not.toContain('class="boot"');
  expect(home.html).toMatch(/<title>[^<]+ · web-ed<\/title>/);
  // What goes wrong is said in words before the language pack comes (or when it cannot).
  expect(home.html).toContain(
    `"errors":{"noInternet":${JSON.stringify(s(en, 'errors:noInternet'))}`,
  );
  const board = await rawHtml(page, '/leaderboard/?v=1');
  expect(board.html).toContain(name);
  expect(board.html, 'the student’s own row').toContain('class="board__you"');
  const resets = /<p class="muted">(Resets [^<]+)<\/p>/.exec(board.html)?.[1];
  expect(resets, "the week's reset time").toBeDefined();

  // The chapter's next task: a question of it is in the page.
  const learn = await rawHtml(page, learnPath);
  const shownId = /data-question-id="([^"]+)"/.exec(learn.html)?.[1] ?? '';
  expect(
    questions.get(shownId),
    `a question of the chapter in the HTML (${shownId})`,
  ).toBeDefined();
  expect(learn.html).not.toContain('class="boot"');
  // A lesson with recordings too, whichever question the play starts on; in save-data mode the
  // recording waits for a tap, as the app will have it.
  const listening = questionsOf(courseFixture('english-listening/en.json'));
  for (const saving of [false, false, false, true]) {
    await page
      .context()
      .addCookies([
        { name: 'web_ed_save_data', value: saving ? '1' : '0', url: new URL('/', page.url()).href },
      ]);
    const { html } = await rawHtml(page, '/learn/?sid=105&cid=1051');
    const id = /data-question-id="([^"]+)"/.exec(html)?.[1] ?? '';
    const recorded = (listening.get(id)?.content as { audio?: string } | undefined)?.audio;
    expect(listening.has(id), `a question of the listening chapter (${id})`).toBe(true);
    if (!recorded) continue;
    expect(html).toContain('class="audio-controls__track"');
    expect(html).toContain(`aria-label="${saving ? 'Play' : 'Loading…'}"`);
  }

  // JavaScript off: the screens are there all the same.
  const state = await page.context().storageState();
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const still = await noScript.newPage();
  await still.goto('/home/?v=1');
  await expect(still.getByRole('heading', { level: 1, name: greetingText })).toBeVisible();
  await expect(still.getByRole('list', { name: /Everyday English/ })).toBeVisible();
  await still.goto('/leaderboard/?v=1');
  await expect(still.getByText(name)).toBeVisible();
  await still.goto(learnPath);
  const stillId = await still.locator('.player__stage').getAttribute('data-question-id');
  const prompt = (questions.get(stillId ?? '')!.content as { prompt: string }).prompt;
  await expect(still.locator('.player__stage').getByText(prompt)).toBeVisible();
  await noScript.close();

  // JavaScript on: the app takes over the same elements, with no hydration error, on the strings
  // the page brought: the language pack is held back until the app has taken over, and is not
  // even asked for until the student moves to another screen.
  const errors = hydrationErrors(page);
  const pack = await holdRequests(page, /\/assets\/(en|id|th|hi|ms)-[\w-]+\.js$/);
  // The background services start after the first paint (app/runtime.ts; the server clock's
  // read is their first call): by then a pack loaded "after the first paint" would be asked for.
  const servicesStarted = page.waitForRequest(/\/get-time/);
  await page.goto('/home/?v=1', { waitUntil: 'commit' });
  await servicesStarted;
  const heading = page.getByRole('heading', { level: 1, name: greetingText });
  await expect(heading).toBeVisible();
  await heading.evaluate((h) => h.setAttribute('data-first-html', 'yes'));
  // Hydrated: a click on the bottom bar is the app's (a client-side move, no new document).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await expect(page.locator('#server-render')).toHaveCount(0);
  await expect(heading).toHaveAttribute('data-first-html', 'yes');
  expect(pack.asked, 'the language pack, before any other screen').toBe(0);
  await page.getByRole('link', { name: s(en, 'nav:leaderboard') }).click();
  await expect(page).toHaveURL(/\/leaderboard\//);
  await expect.poll(() => pack.asked, 'the pack, beside the next screen').toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  pack.release();
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'leaderboard:title') }),
  ).toBeVisible();
  // A page's first Intl formatter loads the browser's locale data (a long task on a phone): the
  // board's reset time and the student's country are the server's words until the page is live.
  await page.addInitScript(countIntlUntilLive);
  await page.goto('/leaderboard/?v=1', { waitUntil: 'commit' });
  const row = page.locator('.board__you');
  await expect(row).toBeVisible();
  await row.evaluate((r) => r.setAttribute('data-first-html', 'yes'));
  await expect(page.locator('#server-render')).toHaveCount(0);
  await expect(page.getByText(s(en, 'leaderboard:capNote'))).toBeVisible();
  await expect(row).toHaveAttribute('data-first-html', 'yes');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await page.evaluate(() => (window as unknown as IntlCount).intlAtLive)).toBe(0);
  await expect(page.getByText(resets!, { exact: true })).toBeVisible();

  // The question the page brought is the one played: the app takes over its elements, and the
  // play counts once finished. Until its view's code has come, the question takes no tap (it
  // would be lost: a CI run's first answer was).
  const viewCode = await holdRequests(page, /\/assets\/view-[\w-]+\.js$/);
  await page.goto(learnPath, { waitUntil: 'commit' });
  const stage = page.locator('.player__stage');
  await expect(stage).toHaveAttribute('data-question-id', /.+/);
  await stage.evaluate((el) => el.setAttribute('data-first-html', 'yes'));
  // The app starts the same play as the page (the order's seed came with it).
  const pageId = (await stage.getAttribute('data-question-id'))!;
  expect(questions.get(pageId), pageId).toBeDefined();
  await expect(page.locator('#server-render')).toHaveCount(0);
  const view = stage.locator('.question-slot');
  await expect(view).toHaveAttribute('inert');
  viewCode.release();
  await expect(view).not.toHaveAttribute('inert');
  const content = questions.get(pageId)!.content as {
    options: { id: string }[];
    answers: string[];
  };
  const right = stage
    .getByRole('radio')
    .nth(content.options.findIndex((o) => o.id === content.answers[0]));
  await right.click();
  await expect(right).toBeChecked();
  await expect(stage).toHaveAttribute('data-first-html', 'yes');
  await expect(stage).toHaveAttribute('data-question-id', pageId);
  await page.getByRole('button', { name: /^(Next|See results)$/ }).click();
  await expect(stage).not.toHaveAttribute('data-question-id', pageId);
  await playToTheEnd(page, questions);
  await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
  await expect
    .poll(
      async () => (await apiData<{ points: number }>(page, await tokenOf(page), USER_INFO)).points,
    )
    .toBeGreaterThan(points);
  expect(errors).toEqual([]);

  // Sign-out: the old cookie and the old token get 401, and the next HTML has no student in it.
  const token = await tokenOf(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'web_ed_session');
  expect(cookie?.httpOnly).toBe(true);
  await page.goto('/settings/');
  await page.getByRole('button', { name: s(en, 'nav:logout'), exact: true }).click();
  await expect(page).toHaveURL(/\/(\?|$)/);
  // The device forgets the session at once; the server's sign-out is on its way meanwhile.
  const status = async (headers: Record<string, string>) =>
    (await page.request.get(USER_INFO, { headers })).status();
  await expect.poll(() => status({ cookie: `web_ed_session=${cookie!.value}` })).toBe(401);
  expect(await status({ authorization: `Bearer ${token}` })).toBe(401);
  const after = await rawHtml(page, '/home/?v=1');
  expect(after.html).not.toContain(name);
  expect(after.html).toContain('class="boot"');
});

test.describe('a first visit', () => {
  test.use({ locale: 'id-ID' });

  test('gets the sign-in page in the first HTML, in the browser’s language, and signs in once the app has it', async ({
    page,
  }) => {
    const first = await page.request.get('/', {
      headers: { accept: 'text/html', 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    const html = await first.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain(`>${s(id, 'auth:signInTitle')}</h1>`);
    expect(html).not.toContain('class="boot"');

    const errors = hydrationErrors(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: s(id, 'auth:signInTitle') }),
    ).toBeVisible();
    await signInLocally(page, id, `pertama-id${Date.now() % 1_000_000}`);
    await expect(page.getByRole('heading', { name: s(id, 'onboarding:title') })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('Google sign-in asks for the provider only when tapped, and says so when it cannot', async ({
  page,
}) => {
  // This server has no issuer: its answers are those of one that has (apps/server tests the
  // routes themselves against a real OpenID provider).
  let asked = 0;
  let provider: 'up' | 'down' = 'down';
  await page.route('**/auth/providers', (route) =>
    route.fulfill({ json: { done: 1, message_code: 0, data: { google: true } } }),
  );
  await page.route('**/auth/authorize-url?*', (route) => {
    asked++;
    return provider === 'up'
      ? route.fulfill({
          json: { done: 1, message_code: 0, data: { url: '/robots.txt?provider', state: 's' } },
        })
      : route.fulfill({
          status: 502,
          json: { done: 0, bDone: false, message_code: 3, error: 'unknown_server' },
        });
  });
  await page.goto('/');
  const google = page.getByRole('button', { name: s(en, 'auth:signInWithGoogle') });
  await expect(google).toBeVisible();
  expect(asked, 'no sign-in state written for a look at the page').toBe(0);
  await google.click();
  await expect(page.getByText(s(en, 'errors:unknownServer'))).toBeVisible();
  expect(asked).toBe(1);
  await expect(google).toBeEnabled();
  provider = 'up';
  await google.click();
  await expect(page).toHaveURL(/\/robots\.txt\?provider$/);
  expect(asked).toBe(2);
});

test.describe('every course', () => {
  // The app's own visits: an installed worker would open them from its copy of index.html.
  test.use({ serviceWorkers: 'block' });

  test('a lesson of each comes in the first HTML, with its media, and is hydrated as it came', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await onboardNewStudent(page, `every${Date.now() % 1_000_000}`);
    const token = await tokenOf(page);
    const subjects = await apiData<{ subject_id: number }[]>(page, token, GET_SUBJECTS);
    expect(subjects.length).toBeGreaterThan(5);
    const errors = hydrationErrors(page);
    for (const { subject_id: sid } of subjects) {
      const chapters = await apiData<Record<string, { id: number }[]>>(
        page,
        token,
        `${GET_CHAPTERS}?subject_id=${sid}`,
      );
      const path = `/learn/?sid=${sid}&cid=${chapters[sid]![0]!.id}`;
      // Rendered: a question (or a timed round's start), not the app's loading screen.
      const { html } = await rawHtml(page, path);
      expect(html, path).not.toContain('class="boot"');
      expect(html, path).toMatch(/data-question-id="|class="player-intro"/);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('.question-slot[inert]')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
});
