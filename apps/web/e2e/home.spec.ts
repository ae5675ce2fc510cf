/**
 * /home/, the first screen a student sees, against the real server: a new student (in Thai)
 * onboards and finds the course path with the next step one tap away, the day's mission cards
 * and an announcement; claims a mission right there (the reward popup), sees the points and the
 * bell count move, opens every announcement on /ads/ and the notifications, and the count goes.
 * Then in English and Indonesian: the parts that fail or are empty say so, each on its own; every
 * control is at least 48 px; the layout does not jump as the parts arrive. Axe (every impact, as
 * the budget test) and 360 px screenshots in test-results/web-screens/.
 */
import { expect, type Page } from '@playwright/test';
import { OFFLINE_READY } from '../playwright.config';
import { axeViolations } from '../../../scripts/axe';
import {
  answerMcq,
  check,
  courseFixture,
  en,
  id,
  locale,
  playToTheEnd,
  questionsOf,
  ROOT,
  s,
  signInLocally,
  type Strings,
  test,
} from './support';
import { readFileSync } from 'node:fs';

const th = locale('th');

interface SeededMission {
  id: string;
  title: Record<string, string>;
  reward: { points?: number };
}
const missions = (
  JSON.parse(readFileSync(`${ROOT}content-fixtures/missions/missions.json`, 'utf8')) as {
    missions: SeededMission[];
  }
).missions;
const dailyLogin = missions.find((m) => m.id === 'daily_login')!;

/** Every axe finding, whatever its impact (the budget test's bar for /home/). */
async function axeClean(page: Page, what: string) {
  expect(
    (await axeViolations(page)).map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe on ${what}`,
  ).toEqual([]);
}

/** Signs a new student in locally and onboards them into Everyday English. */
async function newStudent(page: Page, l: Strings, name: string, course: string) {
  await page.goto('/');
  await signInLocally(page, l, name);
  await expect(page.getByRole('heading', { name: s(l, 'onboarding:title') })).toBeVisible();
  await page.getByLabel(s(l, 'onboarding:nameLabel')).fill(name);
  await page.getByLabel(s(l, 'onboarding:countryLabel')).selectOption('TH');
  await page.getByRole('radio', { name: s(l, 'onboarding:genderFemale') }).check();
  await page.getByRole('button', { name: s(l, 'common:continue') }).click();
  await page.getByRole('radio', { name: course }).check();
  await page.getByRole('button', { name: s(l, 'common:continue') }).click();
  await page.getByRole('button', { name: s(l, 'onboarding:start') }).click();
  await expect(page).toHaveURL(/\/home\//);
}

/** The page once every part of home has arrived (no skeleton left). */
async function homeLoaded(page: Page, l: Strings, name: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: s(l, 'home:greeting', { name }) }),
  ).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

const bell = (page: Page) => page.locator('.home__head .notification-bell');

test.describe('in Thai', () => {
  test.use({ locale: 'th-TH' });

  test('a new student sees the path, a mission and an announcement, claims the mission on home, the bell count moves, and a quiz left half-way goes on in a new tab', async ({
    page,
    context,
  }) => {
    const name = `nakrian${Date.now() % 1_000_000}`;
    await newStudent(page, th, name, 'Everyday English');
    await homeLoaded(page, th, name);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle(`${s(th, 'nav:home')} · web-ed`);

    // The path: chapter 1 is the next step, one tap away; the chapters after it are locked.
    const path = page.getByRole('list', {
      name: s(th, 'home:pathLabel', { course: 'Everyday English' }),
    });
    const nodes = path.getByRole('listitem');
    await expect(nodes).toHaveCount(4);
    await expect(nodes.first()).toHaveAttribute('data-state', 'current');
    await expect(nodes.first()).toHaveAttribute('aria-current', 'step');
    await expect(nodes.nth(1)).toHaveAttribute('data-state', 'locked');
    await expect(
      nodes.first().getByRole('link', { name: s(th, 'home:startLearning') }),
    ).toHaveAttribute('href', /\/learn\/\?.*sid=101.*cid=1011/);

    // Mission cards: opening the app today is done and ready to claim, first.
    const cards = page.locator('.home-mission');
    await expect(cards.first()).toHaveAttribute('data-state', 'completed');
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
      dailyLogin.title['th']!,
    );
    // The announcement: the most important one, in Thai, leading into the app.
    const news = page.getByRole('region', { name: s(th, 'home:newsTitle') });
    await expect(news.getByRole('heading', { level: 3, name: 'ใหม่: Ecopower' })).toBeVisible();
    await expect(news.getByRole('link', { name: 'เริ่ม Ecopower' })).toHaveAttribute(
      'href',
      /^\/ecopower\/\?version=3\.2\.0/,
    );
    // The streak and today's goal.
    await expect(page.getByRole('progressbar', { name: s(th, 'streak:todayGoal') })).toBeVisible();
    // The bell, on /home/ too: nothing new yet.
    await expect(bell(page)).toHaveAccessibleName(s(th, 'notifications:bell'));
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await axeClean(page, 'th home');
    await check(page, 'th-home');

    // Claim on home: the reward popup, then the points and the bell move.
    const points = page.locator('.stat', { hasText: s(th, 'home:points') }).locator('.stat__value');
    await expect(points).toHaveText('0');
    await cards
      .first()
      .getByRole('button', { name: s(th, 'missions:claim') })
      .click();
    const popup = page.getByRole('dialog', { name: s(th, 'dialogs:missionRewardTitle') });
    await expect(popup).toBeVisible();
    await expect(
      popup.getByText(s(th, 'dialogs:rewardPoints', { value: dailyLogin.reward.points! })),
    ).toBeVisible();
    await check(page, 'th-home-reward');
    await popup.getByRole('button', { name: s(th, 'dialogs:claim') }).click();
    await expect(popup).toHaveCount(0);
    await expect(points).toHaveText(String(dailyLogin.reward.points));
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await expect(bell(page)).toHaveAccessibleName(s(th, 'notifications:bellNew', { count: 1 }));
    // Claimed missions leave home's cards.
    await expect(cards.filter({ hasText: dailyLogin.title['th']! })).toHaveCount(0);
    await check(page, 'th-home-claimed');

    // Every announcement on /ads/.
    await news
      .getByRole('link', { name: `${s(th, 'home:seeAll')} ${s(th, 'home:newsTitle')}` })
      .click();
    await expect(page).toHaveURL(/\/ads\/\?version=3\.2\.0/);
    await expect(
      page.getByRole('heading', { level: 1, name: s(th, 'home:newsTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await axeClean(page, 'th ads');
    await check(page, 'th-ads');

    // The bell opens the notifications (the reward is there); back home, nothing is new.
    await page.goto('/home/');
    await bell(page).click();
    await expect(page).toHaveURL(/\/notification\//);
    await expect(
      page.getByRole('heading', { level: 1, name: s(th, 'notifications:title') }),
    ).toBeVisible();
    await expect(page.locator('.notifications__item').first()).toBeVisible();
    await page.goto('/home/');
    await homeLoaded(page, th, name);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // The next step, one tap away, through section 4's start: an English course and no skill
    // check yet, so its invitation first; later, and the lesson starts.
    await nodes
      .first()
      .getByRole('link', { name: s(th, 'home:startLearning') })
      .click();
    const invitation = page.getByRole('dialog', { name: s(th, 'dialogs:skillCheckTitle') });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('button', { name: s(th, 'dialogs:skillCheckLater') }).click();
    await expect(page).toHaveURL(/\/learn\/\?.*sid=101.*cid=1011/);

    // Half a quiz, then the tab closes; a new tab goes on where it stopped, answers kept. (The
    // Player speaks the course's language, English here.)
    const questions = questionsOf(courseFixture('english-everyday/en.json'));
    const learn = page.url();
    let saved = 0;
    page.on('requestfinished', (r) => {
      if (r.url().includes('/learning/save-quiz-answer')) saved++;
    });
    const played = [
      await answerMcq(page, questions, true),
      await answerMcq(page, questions, false),
    ];
    await expect.poll(() => saved, { message: 'both answers saved on the server' }).toBe(2);
    await page.close();
    const again = await context.newPage();
    await again.goto(learn);
    await expect(again.getByText(s(th, 'learn:resumed', { current: 3, total: 10 }))).toBeVisible();
    const stage = again.locator('.player__stage');
    await expect(stage).toBeVisible();
    expect(played.map((p) => p.id)).not.toContain(await stage.getAttribute('data-question-id'));
    await playToTheEnd(again, questions);
    await expect(again).toHaveURL(/\/result\//, { timeout: 20_000 });
    // The wrong answer from before the tab closed counts: 9 of 10.
    await expect(again.getByText(s(th, 'result:score', { correct: 9, total: 10 }))).toBeVisible();
  });
});

test.describe('offline-ready', () => {
  test.use(OFFLINE_READY);

  test('english home: 48 px targets, no layout shift, parts that fail, are empty or offline say so', async ({
    page,
    context,
  }) => {
    const name = `learner${Date.now() % 1_000_000}`;
    await newStudent(page, en, name, 'Everyday English');
    await homeLoaded(page, en, name);
    await axeClean(page, 'en home');
    await check(page, 'en-home');

    // Every control of the screen is a 48 px target.
    const small = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({
          text: el.textContent?.trim() ?? el.getAttribute('aria-label'),
          box: el.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.height < 48 || box.width < 48)
        .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);

    // A fresh load: the parts arrive without moving what is already on screen.
    await page.reload();
    await homeLoaded(page, en, name);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, 'cumulative layout shift').toBeLessThan(0.1);

    // One part failing leaves the others; no announcements: no empty box.
    await page.route('**/mission/get-mission-cards*', (r) => r.fulfill({ status: 500 }));
    await page.route('**/learning/get-ads*', (r) =>
      r.fulfill({ json: { done: 1, message_code: 0, data: [] } }),
    );
    await page.reload();
    const missionsPart = page.getByRole('region', { name: s(en, 'home:missionsTitle') });
    await expect(missionsPart.getByText(s(en, 'home:missionsError'))).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: s(en, 'home:newsTitle') })).toHaveCount(0);
    await expect(page.getByRole('list', { name: /Everyday English/ })).toBeVisible();
    await axeClean(page, 'en home, missions failed');
    await check(page, 'en-home-missions-error');
    // Retry once the server answers again.
    await page.unroute('**/mission/get-mission-cards*');
    await missionsPart.getByRole('button', { name: s(en, 'common:retry') }).click();
    await expect(missionsPart.locator('.home-mission').first()).toBeVisible();

    // /ads/ with nothing to show says so.
    await page.goto('/ads/');
    await expect(page.getByText(s(en, 'home:newsEmpty'))).toBeVisible();
    await page.unroute('**/learning/get-ads*');

    // Offline: what the service worker keeps shows (balances, the path); missions and the streak
    // say they come back online, at once, and do when the device is back.
    await page.goto('/home/');
    await homeLoaded(page, en, name);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.reload();
    await homeLoaded(page, en, name);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(s(en, 'home:missionsOffline'))).toBeVisible();
    await expect(page.getByText(s(en, 'home:streakOffline'))).toBeVisible();
    await expect(page.getByRole('list', { name: /Everyday English/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: s(en, 'home:greeting', { name }) }),
    ).toBeVisible();
    await check(page, 'en-home-offline');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.locator('.home-mission').first()).toBeVisible();
    await expect(page.getByText(s(en, 'home:streakOffline'))).toHaveCount(0);
  });
});

test.describe('in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('indonesian home at 360 px', async ({ page }) => {
    const name = `siswi${Date.now() % 1_000_000}`;
    await newStudent(page, id, name, 'Bahasa Inggris Sehari-hari');
    await homeLoaded(page, id, name);
    await expect(
      page.getByRole('heading', { level: 2, name: s(id, 'home:missionsTitle') }),
    ).toBeVisible();
    await axeClean(page, 'id home');
    await check(page, 'id-home');
    await page
      .getByRole('link', { name: `${s(id, 'home:seeAll')} ${s(id, 'home:newsTitle')}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: s(id, 'home:newsTitle') }),
    ).toBeVisible();
    await check(page, 'id-ads');
  });
});
