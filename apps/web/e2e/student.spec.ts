/**
 * A new student, end to end against the real server: opens the app, switches to Indonesian,
 * signs in locally, onboards, picks Everyday English, plays a chapter task to the end, and sees
 * the points on /home/ and the chapter progress on /courses/ move. Every screen is checked with
 * axe and photographed at 360 px (test-results/web-screens/).
 */
import { expect, type Page } from '@playwright/test';
import { OFFLINE_READY } from '../playwright.config';
import type { McqContent } from '@web-ed/schemas';
import {
  check,
  courseFixture,
  en,
  id,
  outboxCount,
  playToTheEnd,
  questionsOf,
  s,
  signInLocally,
  test,
  tokenOf,
} from './support';

const expectVersion = (page: Page) => expect(page).toHaveURL(/[?&]version=3\.2\.0/);

test('routes: coming soon, 404 and the version parameter', async ({ page }) => {
  await page.goto('/coming-soon/');
  await expect(page.getByRole('heading', { name: s(en, 'common:comingSoonTitle') })).toBeVisible();
  await expectVersion(page);
  await check(page, 'en-coming-soon');
  await page.goto('/no/such/page/');
  await expect(page).toHaveURL(/\/404\/\?version=3\.2\.0$/);
  await expect(page.getByRole('heading', { name: s(en, 'common:notFoundTitle') })).toBeVisible();
  // Login URLs are never rewritten; signed-out students are sent to /login/.
  await page.goto('/login/');
  await expect(page).toHaveURL(/\/login\/$/);
  await page.goto('/home/');
  await expect(page).toHaveURL(/\/login\//);
});

test.describe('offline-ready', () => {
  test.use(OFFLINE_READY);

  test('a new student signs in, onboards in Indonesian, plays a chapter, then another offline', async ({
    page,
    context,
  }) => {
    const name = `siswa${Date.now() % 1_000_000}`;
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: s(en, 'auth:signInTitle') }),
    ).toBeVisible();
    await expectVersion(page);
    // The server has no OpenID issuer configured: no Google button.
    await expect(page.getByRole('button', { name: s(en, 'auth:signInWithGoogle') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: s(en, 'auth:forAuthors') })).toHaveAttribute(
      'href',
      '/apps/sandbox/',
    );
    await check(page, 'en-landing');

    // Switch to Indonesian first.
    await page.getByRole('link', { name: s(en, 'settings:language') }).click();
    await expect(page.getByRole('heading', { name: s(en, 'settings:language') })).toBeVisible();
    await check(page, 'en-language');
    await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
    await expect(page.getByRole('heading', { name: s(id, 'settings:language') })).toBeVisible();
    await page.getByRole('button', { name: s(id, 'common:done') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: s(id, 'auth:signInTitle') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await check(page, 'id-landing');

    await signInLocally(page, id, name);

    // Onboarding: the hint on an invalid name, then the profile.
    await expect(page).toHaveURL(/\/onboarding\/\?version=3\.2\.0/);
    await expect(page.getByRole('heading', { name: s(id, 'onboarding:title') })).toBeVisible();
    await page.getByLabel(s(id, 'onboarding:nameLabel')).fill('bad name!');
    await page.getByRole('button', { name: s(id, 'common:continue') }).click();
    await expect(page.getByText(s(id, 'errors:nameFormat'))).toBeVisible();
    await check(page, 'id-onboarding-errors');
    await page.getByLabel(s(id, 'onboarding:nameLabel')).fill(name);
    await page.getByLabel(s(id, 'onboarding:countryLabel')).selectOption('ID');
    await page.getByRole('radio', { name: s(id, 'onboarding:genderFemale') }).check();
    await page
      .getByRole('radio', { name: s(id, 'onboarding:avatarOption', { number: 3 }) })
      .check();
    await page.getByRole('button', { name: s(id, 'common:continue') }).click();

    await expect(
      page.getByRole('heading', { name: s(id, 'onboarding:courseTitle') }),
    ).toBeVisible();
    await page.getByRole('button', { name: s(id, 'common:continue') }).click();
    await expect(page.getByText(s(id, 'onboarding:courseRequired'))).toBeVisible();
    await page.getByRole('radio', { name: 'Bahasa Inggris Sehari-hari' }).check();
    await check(page, 'id-onboarding-courses');
    await page.getByRole('button', { name: s(id, 'common:continue') }).click();

    await expect(
      page.getByRole('heading', { name: s(id, 'onboarding:rewardTitle') }),
    ).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await check(page, 'id-onboarding-reward');
    await page.getByRole('button', { name: s(id, 'onboarding:start') }).click();

    // Home: points start at 0.
    await expect(page).toHaveURL(/\/home\/\?version=3\.2\.0/);
    await expect(
      page.getByRole('heading', { name: s(id, 'home:greeting', { name }) }),
    ).toBeVisible();
    const points = page.locator('.stat', { hasText: s(id, 'home:points') }).locator('.stat__value');
    await expect(points).toHaveText('0');
    await check(page, 'id-home-before');

    // Courses: chapter 1 is current at 0 %.
    await page
      .getByRole('link', { name: s(id, 'courses:title') })
      .first()
      .click();
    const first = page.locator('.chapter').first();
    await expect(first).toHaveAttribute('data-state', 'current');
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await check(page, 'id-courses-before');

    // Learn: answer every question right.
    await first.getByRole('link', { name: new RegExp(s(id, 'courses:start')) }).click();
    // An English course and no skill check yet: the invitation first (section 4); later.
    const invitation = page.getByRole('dialog', { name: s(id, 'dialogs:skillCheckTitle') });
    await expect(invitation).toBeVisible();
    await check(page, 'id-skill-check-invitation');
    await invitation.getByRole('button', { name: s(id, 'dialogs:skillCheckLater') }).click();
    await expect(page).toHaveURL(/\/learn\/\?.*sid=101.*cid=1011/);
    const questions = questionsOf(courseFixture('english-everyday/id.json'));
    const stage = page.locator('.player__stage');
    let photographed = false;
    for (let i = 0; i < 20; i++) {
      await expect(stage).toBeVisible();
      const qid = await stage.getAttribute('data-question-id');
      const question = questions.get(qid ?? '');
      if (!question) throw new Error(`unknown question ${qid}`);
      const content = question.content as unknown as McqContent;
      const multiple = content.answers.length > 1;
      const options = stage.getByRole(multiple ? 'checkbox' : 'radio');
      await expect(options.first()).toBeVisible();
      for (const answer of content.answers) {
        await options.nth(content.options.findIndex((o) => o.id === answer)).click();
      }
      if (multiple) await stage.getByRole('button', { name: /^(Periksa|Check)$/ }).click();
      if (!photographed) {
        await check(page, 'id-learn');
        photographed = true;
      }
      const next = page.getByRole('button', { name: /^(Lanjut|Lihat hasil)$/ });
      const label = (await next.innerText()).trim();
      await next.click();
      if (label === 'Lihat hasil') break;
    }

    // Result: stars and points from the server.
    await expect(page).toHaveURL(/\/result\/\?version=3\.2\.0/, { timeout: 20_000 });
    await expect(
      page.getByRole('img', { name: s(id, 'result:stars', { stars: 3 }) }),
    ).toBeVisible();
    await expect(page.getByText(s(id, 'result:pointsEarned', { points: 100 }))).toBeVisible();
    // One lesson completes no mission yet (the daily one needs 2): no mission popup.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await check(page, 'id-result');

    // Home: points went up; courses: the chapter moved on.
    await page.getByRole('link', { name: s(id, 'common:backToHome') }).click();
    await expect(points).toHaveText('100');
    await check(page, 'id-home-after');
    await page
      .getByRole('link', { name: s(id, 'courses:title') })
      .first()
      .click();
    await expect(page.locator('.chapter').first().getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await check(page, 'id-courses-after');
    await page.goto('/subject/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'id-subject');
    await page.goto(
      `/courses/review-time/?sid=101&cid=1012&closest_review_time=${Date.now() + 3_600_000}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'id-review-time');

    // Offline: the service worker holds the app and this course's chapters (home cached them).
    const cachedChapter = (cid: number) =>
      page.evaluate(async (cid) => {
        const cache = await caches.open('web-ed-api');
        return (await cache.keys()).some(
          (r) => r.url.includes('get-questions') && r.url.includes(`chapter_id=${cid}`),
        );
      }, cid);
    await page
      .getByRole('link', { name: s(id, 'nav:home') })
      .first()
      .click();
    await expect.poll(() => cachedChapter(1012), { timeout: 30_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(points).toHaveText('100');
    await expect(page.getByText(s(id, 'errors:noInternet'))).toBeVisible();
    await check(page, 'id-home-offline');
    await page.goto('/learn/?sid=101&cid=1012&source=courses&version=3.2.0');
    await playToTheEnd(page, questions, 'id');
    await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
    await expect(page.getByText(s(id, 'result:pendingSync'))).toBeVisible();
    await check(page, 'id-result-offline');

    // Online again: the outbox is sent; the server holds both plays exactly once.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
    await page.getByRole('link', { name: s(id, 'common:backToHome') }).click();
    await expect(points).toHaveText('200');
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('web_ed_user') ?? '{}') as { token: string }).token,
    );
    const tasks = async (cid: number) =>
      (await (
        await page.request.get(
          `/learning-service/api/web-ed/learning/get-tasks?chapter_id=${cid}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        )
      ).json()) as { data: { id: number; is_completed: boolean }[] };
    expect((await tasks(1011)).data.filter((t) => t.is_completed)).toHaveLength(1);
    expect((await tasks(1012)).data.filter((t) => t.is_completed)).toHaveLength(1);

    // Settings (accessibility mode saved on the server), and the sidebar with its help link.
    await page.goto('/settings/');
    await expect(page.getByRole('heading', { name: s(id, 'settings:title') })).toBeVisible();
    const rootFontPx = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const plainPx = await rootFontPx();
    await page.getByRole('switch', { name: s(id, 'settings:accessibilityMode') }).click();
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    // Its bigger text, on this screen at once and on the next page from its first paint.
    await expect.poll(rootFontPx).toBeGreaterThan(plainPx);
    await page.reload();
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(await rootFontPx()).toBeGreaterThan(plainPx);
    const home = await (
      await page.request.get('/home/', { headers: { accept: 'text/html' } })
    ).text();
    expect(home).toContain('class="large-text"');
    await check(page, 'id-settings');
    await page.getByRole('button', { name: s(id, 'nav:openMenu') }).click();
    const help = page.getByRole('link', { name: s(id, 'nav:help') });
    await expect(help).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await check(page, 'id-sidebar');
  });
});

test('english screens at 360 px, and a 401 sends the student to /login/', async ({ page }) => {
  await page.goto('/');
  await signInLocally(page, en, `pupil${Date.now() % 1_000_000}`);
  await expect(page.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible();
  await check(page, 'en-onboarding');
  await page.goto('/settings/');
  await expect(page.getByRole('heading', { name: s(en, 'settings:title') })).toBeVisible();
  await check(page, 'en-settings');
  await page.goto('/courses/?sid=101');
  await expect(page.locator('.chapter').first()).toBeVisible();
  await check(page, 'en-courses');
  await page.goto('/subject/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'en-subject');
  await page.goto(
    `/courses/review-time/?sid=101&cid=1011&closest_review_time=${Date.now() + 3_600_000}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'en-review-time');
  // A token the server does not know: 401 → cleared and sent to /login/.
  await page.evaluate(() => {
    const raw = localStorage.getItem('web_ed_user');
    if (raw) {
      const session = JSON.parse(raw) as Record<string, unknown>;
      localStorage.setItem('web_ed_user', JSON.stringify({ ...session, token: 'gone' }));
    }
  });
  await page.goto('/home/');
  await expect(page).toHaveURL(/\/login\//);
  await expect(page.getByText(s(en, 'auth:sessionExpired'))).toBeVisible();
});

test('each screen has its title, a navigation lands on its heading, and back goes back', async ({
  page,
}) => {
  await page.goto('/');
  await signInLocally(page, en, `walker${Date.now() % 1_000_000}`);
  await expect(page.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible();
  await page.goto('/settings/');
  await expect(page).toHaveTitle(`${s(en, 'settings:title')} · web-ed`);

  // An in-app navigation: the title follows, and focus moves to the new screen's heading.
  await page.getByRole('link', { name: new RegExp(s(en, 'settings:language')) }).click();
  await expect(page).toHaveURL(/\/settings\/language/);
  await expect(page).toHaveTitle(`${s(en, 'settings:language')} · web-ed`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // In Indonesian, the title too.
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await expect(page).toHaveTitle(`${s(id, 'settings:language')} · web-ed`);
  await page.getByRole('radio', { name: 'English' }).check();

  // The in-app back returns through the browser's history: its back then goes further back, and
  // its forward returns to the page left.
  await page.getByRole('button', { name: s(en, 'common:back'), exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goForward();
  await expect(page).toHaveURL(/\/settings\/language/);

  // Opened straight from a link, the in-app back replaces the entry: the browser's back after it
  // goes to the page before, not to the page left.
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/settings/language');
  await page.getByRole('button', { name: s(en, 'common:back'), exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/\?/);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\//);
});

test('log out ends the session on the server; "every device" ends the others too', async ({
  page,
  browser,
}) => {
  const name = `leaver${Date.now() % 1_000_000}`;
  const infoStatus = (p: Page, token: string) =>
    p.evaluate(
      async (t) =>
        (await fetch('/user-service/api/web-ed/user/get-user-info', { headers: { token: t } }))
          .status,
      token,
    );
  await page.goto('/');
  await signInLocally(page, en, name);
  await expect(page.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible();
  // The same student on a second phone.
  const phone = await browser.newPage({ ...test.info().project.use });
  await phone.goto('/');
  await signInLocally(phone, en, name);
  await expect(phone.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible();
  const [first, second] = [(await tokenOf(page))!, (await tokenOf(phone))!];
  expect(first).not.toBe(second);

  await page.goto('/settings/');
  await page.getByRole('button', { name: s(en, 'nav:logout'), exact: true }).click();
  await expect.poll(() => infoStatus(page, first)).toBe(401);
  expect(await infoStatus(phone, second)).toBe(200);

  await phone.goto('/settings/');
  await phone.getByRole('button', { name: s(en, 'settings:signOutEverywhere') }).click();
  await expect.poll(() => infoStatus(phone, second)).toBe(401);
  await phone.close();
});

test('a play finished offline waits in the outbox and is sent once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signInLocally(page, en, `offline${Date.now() % 1_000_000}`);
  await expect(page.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible();
  await page.goto('/learn/?sid=101&cid=1011&source=courses');
  const questions = questionsOf(courseFixture('english-everyday/en.json'));
  await playToTheEnd(page, questions, 'en', () => context.setOffline(true));
  await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
  await expect(page.getByText(s(en, 'result:pendingSync'))).toBeVisible();
  await expect(page.getByText(s(en, 'errors:noInternet'))).toBeVisible();
  await check(page, 'en-result-offline');
  expect(await outboxCount(page)).toBe(1);

  // Back online: the outbox is flushed and the server counts the play.
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);
  const points = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('web_ed_user') ?? '{}') as { token: string })
      .token;
    const r = await fetch('/user-service/api/web-ed/user/get-user-info', { headers: { token } });
    return ((await r.json()) as { data: { points: number } }).data.points;
  });
  expect(points).toBe(100);
});
