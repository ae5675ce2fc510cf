/**
 * Engagement, as a new student would, against the real server: signs in locally, onboards, does
 * the seeded beginner quest (content-fixtures/missions/missions.json: tap Ed on the home screen,
 * finish a first lesson, visit the profile, open the shop, then the prize chest), claims each
 * reward and sees the popup, cannot buy what the diamonds do not cover, buys an avatar with the
 * quest's diamonds, wears it, and sees it on the profile and the leaderboard. Every engagement
 * screen is checked with axe and photographed at 360 px in English and Indonesian.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  checkLoaded as check,
  courseFixture,
  en,
  id,
  playToTheEnd,
  questionsOf,
  ROOT,
  s,
  type Strings,
  test,
  onboardNewStudent,
} from './support';

interface SeededMission {
  id: string;
  kind: string;
  is_prize?: boolean;
  title: { en: string; id: string };
  reward: { points?: number; diamond?: number; vote?: number };
}
const catalogue = JSON.parse(
  readFileSync(`${ROOT}content-fixtures/missions/missions.json`, 'utf8'),
) as { missions: SeededMission[] };
const quest = catalogue.missions.filter((m) => m.kind === 'beginner_quest');
const questDiamonds = quest.reduce((sum, m) => sum + (m.reward.diamond ?? 0), 0);

const questions = questionsOf(courseFixture('english-everyday/en.json'));

/** The mission-behavior call that sends `what` (a button id or a page route). */
const behaviour = (page: Page, what: string) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/mission/mission-behavior') &&
      r.ok() &&
      (r.request().postData() ?? '').includes(`"${what}"`),
  );

/** Claims the quest step (or chest) titled `title` and collects the reward popup. */
async function claimStep(page: Page, title: string, button = s(en, 'missions:claim')) {
  await page.goto('/missions/beginner-quest');
  const card = page.locator('.mission, .chest').filter({ hasText: title });
  await expect(card).toHaveAttribute('data-state', 'completed');
  await card.getByRole('button', { name: button }).click();
  const popup = page.getByRole('dialog', { name: s(en, 'dialogs:missionRewardTitle') });
  await expect(popup).toBeVisible();
  return popup;
}

/** Every engagement screen in one language: axe and a 360 px screenshot. */
async function tour(page: Page, l: Strings, lang: string, name: string) {
  const screens: [string, string, string | null][] = [
    ['/missions/', 'missions', s(l, 'missions:title')],
    ['/missions/beginner-quest', 'beginner-quest', s(l, 'missions:beginnerQuest')],
    ['/missions/completed/', 'missions-completed', s(l, 'missions:completedTitle')],
    ['/streak/', 'streak', s(l, 'streak:title')],
    ['/streak/goals/', 'streak-goals', s(l, 'streak:goalsTitle')],
    ['/streak/check/', 'streak-check', null],
    ['/leaderboard/', 'leaderboard', s(l, 'leaderboard:title')],
    ['/profile/', 'profile', name],
    ['/profile/edit/', 'profile-edit', s(l, 'profile:editTitle')],
    ['/profile/edit/avatar/', 'profile-avatar', s(l, 'profile:avatarTitle')],
    ['/profile/edit/background/', 'profile-background', s(l, 'profile:backgroundTitle')],
    ['/learning-progress/', 'learning-progress', s(l, 'profile:learningProgress')],
    ['/shop/', 'shop', s(l, 'shop:title')],
    ['/explore', 'explore', s(l, 'shop:exploreTitle')],
  ];
  for (const [path, shot, heading] of screens) {
    await page.goto(path);
    await expect(page).toHaveURL(/[?&]version=3\.2\.0/);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, `${lang}-${shot}`);
  }
}

test('a new student does the beginner quest, buys an avatar and sees it on the profile and the leaderboard', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const name = `quest${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);

  // The beginner quest: step 1 is current, the others locked, the chest last.
  await page.goto('/missions/beginner-quest');
  const [home, lesson, profile, shop] = quest.filter((m) => !m.is_prize) as [
    SeededMission,
    SeededMission,
    SeededMission,
    SeededMission,
  ];
  const chest = quest.find((m) => m.is_prize);
  if (!chest) throw new Error('the seeded quest has no chest');
  const first = page.locator('.mission').filter({ hasText: home.title.en });
  await expect(first).toHaveAttribute('data-state', 'current');
  await expect(page.locator('.mission').filter({ hasText: shop.title.en })).toHaveAttribute(
    'data-state',
    'locked',
  );
  await expect(page.locator('.chest')).toHaveAttribute('data-state', 'prize');
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await check(page, 'en-quest-start');

  // 1. "Tap Ed on the home screen": the step's "go" leads home (with source_page), tap Home.
  await first.getByRole('link', { name: s(en, 'missions:go') }).click();
  await expect(page).toHaveURL(/\/home\/\?.*source_page=%2Fmissions%2Fbeginner-quest/);
  const tapped = behaviour(page, 'ed_icon_home');
  await page
    .getByRole('navigation', { name: s(en, 'nav:mainNavigation') })
    .getByRole('link', { name: s(en, 'nav:home') })
    .click();
  expect(
    ((await (await tapped).json()) as { data: { recorded: { key: string }[] } }).data.recorded,
  ).toEqual([{ key: 'button:ed_icon_home', first_time: true }]);
  let popup = await claimStep(page, home.title.en);
  await expect(popup.getByText(`${home.reward.points} points`)).toBeVisible();
  await check(page, 'en-quest-reward-popup');
  await popup.getByRole('button', { name: s(en, 'dialogs:claim') }).click();
  await expect(popup).toHaveCount(0);
  await expect(first).toHaveAttribute('data-state', 'claimed');
  // Claiming again is refused clearly (the server says claimed): nothing more is given.
  const again = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('web_ed_user') ?? '{}') as { token: string })
      .token;
    const r = await fetch(
      '/mission-service/api/web-ed/mission/claim-reward?type=beginner_quest&id=bq_home',
      { headers: { authorization: `Bearer ${token}` } },
    );
    return ((await r.json()) as { data: { result: string } }).data.result;
  });
  expect(again).toBe('claimed');

  // 2. "Finish your first lesson".
  await page.goto('/learn/?sid=101&cid=1011&source=beginner-quest');
  await playToTheEnd(page, questions);
  await expect(page).toHaveURL(/\/result\//, { timeout: 20_000 });
  // The play completed the step: collected right on the result screen.
  const playReward = page.getByRole('dialog', { name: s(en, 'dialogs:missionRewardTitle') });
  await expect(playReward.getByText(lesson.title.en)).toBeVisible();
  await check(page, 'en-result-missions');
  await playReward.getByRole('button', { name: s(en, 'dialogs:claim') }).click();
  await expect(playReward).toHaveCount(0);
  await page.goto('/missions/beginner-quest');
  await expect(page.locator('.mission').filter({ hasText: lesson.title.en })).toHaveAttribute(
    'data-state',
    'claimed',
  );

  // 3. "Visit your profile" (the page visit is sent once).
  const visited = behaviour(page, '/profile/');
  await page.goto('/profile/');
  await visited;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  popup = await claimStep(page, profile.title.en);
  await expect(popup.getByText(`${profile.reward.diamond} diamonds`)).toBeVisible();
  await popup.getByRole('button', { name: s(en, 'dialogs:claim') }).click();

  // 4. "Open the shop".
  const opened = behaviour(page, '/shop/');
  await page.goto('/shop/');
  await opened;
  popup = await claimStep(page, shop.title.en);
  await popup.getByRole('button', { name: s(en, 'dialogs:claim') }).click();

  // The chest: every step claimed.
  popup = await claimStep(page, chest.title.en, s(en, 'missions:openChest'));
  await expect(popup.getByText(`${chest.reward.diamond} diamonds`)).toBeVisible();
  await popup.getByRole('button', { name: s(en, 'dialogs:claim') }).click();
  await expect(page.locator('.chest')).toHaveAttribute('data-state', 'claimed');
  await check(page, 'en-quest-done');
  await page.getByRole('link', { name: s(en, 'missions:completedTitle') }).click();
  await expect(page.locator('.mission')).toHaveCount(quest.length);

  // The shop: too few diamonds for Mint (20), enough for Ocean (10).
  await page.goto('/shop/');
  const diamonds = page
    .locator('.stat', { hasText: s(en, 'shop:diamonds') })
    .locator('.stat__value');
  // The quest's diamonds (and whatever else the server granted, e.g. at onboarding).
  await expect(diamonds).not.toHaveText('0');
  const held = Number(await diamonds.innerText());
  expect(held).toBeGreaterThanOrEqual(questDiamonds);
  expect(held).toBeLessThan(20);
  const mint = page.locator('[data-item="avatar-10"]');
  await mint.getByRole('button', { name: s(en, 'shop:buy') }).click();
  await expect(mint.getByRole('alert')).toHaveText(s(en, 'shop:notEnoughDiamonds'));
  await expect(diamonds).toHaveText(String(held));
  await check(page, 'en-shop-not-enough');
  const ocean = page.locator('[data-item="avatar-8"]');
  const bought = page.waitForResponse((r) => r.url().includes('/shop/buy'));
  await ocean.getByRole('button', { name: s(en, 'shop:buy') }).click();
  expect(((await (await bought).json()) as { data: { result: string } }).data.result).toBe(
    'bought',
  );
  await expect(diamonds).toHaveText(String(held - 10));
  await expect(ocean.getByText(s(en, 'shop:owned'))).toBeVisible();
  // The explore button counts for the shop mission.
  const explored = behaviour(page, 'shop_explore');
  await page.getByRole('link', { name: s(en, 'shop:explore') }).click();
  await explored;
  await expect(page.getByRole('heading', { name: s(en, 'shop:exploreTitle') })).toBeVisible();

  // Wear it: the profile and the leaderboard show it.
  await page.goto('/profile/edit/avatar/');
  await page
    .locator('[data-item="avatar-8"]')
    .getByRole('button', { name: s(en, 'shop:use') })
    .click();
  await expect(page.locator('[data-item="avatar-8"]').getByText(s(en, 'shop:inUse'))).toBeVisible();
  await page.goto('/profile/');
  await expect(page.getByRole('img', { name: s(en, 'profile:avatarAlt') })).toHaveAttribute(
    'src',
    /avatar-8\.svg$/,
  );
  await page.goto('/leaderboard/');
  // The student's own place: on the podium when in the top three, else a row of the list.
  const me = page.locator('.podium__place--me, .board__row--me');
  await expect(me).toContainText(name);
  await expect(me.locator('img')).toHaveAttribute('src', /avatar-8\.svg$/);
  await page.getByRole('button', { name: s(en, 'leaderboard:myCountry') }).click();
  await expect(me).toContainText(name);
  await page.getByRole('tab', { name: s(en, 'leaderboard:allTime') }).click();
  await expect(page.getByRole('tab', { name: s(en, 'leaderboard:allTime') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(me).toContainText(name);

  // The missions tabs: keyboard moves between them.
  await page.goto('/missions/');
  const daily = page.getByRole('tab', { name: new RegExp(`^${s(en, 'missions:tab_daily')}`) });
  await expect(daily).toHaveAttribute('aria-selected', 'true');
  await daily.focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('tab', { name: new RegExp(`^${s(en, 'missions:tab_weekly')}`) }),
  ).toHaveAttribute('aria-selected', 'true');

  // Every screen, in English then Indonesian.
  await tour(page, en, 'en', name);
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await tour(page, id, 'id', name);
});
