/**
 * A new student takes the English skill check end to end against the real server: starts it,
 * answers half the items, leaves, comes back and resumes at the same item, finishes and gets a
 * CEFR result with recommended courses; then the notification panel (the reward of the check
 * is not one, so it is empty) and the push permission screen. The student answers grammar and
 * reading right up to B1 and wrong above, picks the right recording answer up to A2, and says
 * "I don't know" to speaking: the expected level is computed with the engine's own rule. Every
 * screen is checked with axe and photographed at 360 px in English and Indonesian.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { cefrOf, outcomeOf, type AskedItem } from '@web-ed/engine';
import { check, en, id, onboardNewStudent, ROOT, s, test } from './support';

interface BankItem {
  id: string;
  skill: AskedItem['skill'];
  level: number;
  type: number;
  content: { options?: { id: string; text: string }[]; answers?: string[] };
}
const bank = JSON.parse(readFileSync(`${ROOT}content-fixtures/skill-check/bank.json`, 'utf8')) as {
  length: number;
  items: BankItem[];
};
const byId = new Map(bank.items.map((i) => [i.id, i]));

/** Answers the item on screen as the student would; returns what the server will score. */
async function answerOne(page: Page, asked: AskedItem[]): Promise<void> {
  const view = page.locator('.player[data-question-id]');
  await expect(view).toBeVisible();
  const before = await view.getAttribute('data-question-id');
  const item = byId.get(before ?? '');
  if (!item) throw new Error(`unknown item ${before}`);
  const knows =
    item.skill === 'speaking'
      ? false
      : item.skill === 'listening'
        ? item.level <= 2
        : item.level <= 3;
  const options = item.content.options ?? [];
  const right = options.find((o) => item.content.answers?.includes(o.id));
  const wrong = options.find((o) => !item.content.answers?.includes(o.id));
  const saved = page.waitForResponse((r) => r.url().includes('/skill-check/answer'));
  if (item.type === 30) {
    await page.getByRole('button', { name: s(en, 'skillcheck:skip') }).click();
  } else {
    const pick = knows ? right! : wrong!;
    const role = item.type === 29 ? 'radio' : 'button';
    await view
      .getByRole(role)
      .filter({ has: page.getByText(pick.text, { exact: true }) })
      .click();
  }
  expect((await saved).status()).toBe(200);
  asked.push({ id: item.id, skill: item.skill, level: item.level, correct: knows });
  // The next item (or the result) must be on screen before the caller reads it: a 200 arrives
  // before the view re-renders, and reading the old item's id there answered it twice.
  if (asked.length < bank.length) {
    await expect(page.locator('.player[data-question-id]')).not.toHaveAttribute(
      'data-question-id',
      before!,
    );
  }
}

test('a new student takes the skill check, leaves halfway, resumes and gets a CEFR result', async ({
  page,
}) => {
  const name = `check${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);

  // No result before a check is taken: an invitation to take one, not an error.
  await page.goto('/skill-check/result/');
  await expect(
    page.getByRole('heading', { name: s(en, 'skillcheck:noResultTitle') }),
  ).toBeVisible();
  await page.getByRole('link', { name: s(en, 'skillcheck:start') }).click();

  // The intro, then the first item (status 1 on the server).
  await expect(page).toHaveURL(/\/skill-check\/\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'skillcheck:title') }),
  ).toBeVisible();
  await check(page, 'en-skill-check-intro');
  await page.getByRole('button', { name: s(en, 'skillcheck:start') }).click();
  await expect(
    page.getByText(s(en, 'skillcheck:questionOf', { n: 1, total: bank.length })),
  ).toBeVisible();
  // The item itself, not the placeholder shown while its view's code comes.
  await expect(page.locator('.player-skeleton')).toHaveCount(0);
  await check(page, 'en-skill-check-question');

  const asked: AskedItem[] = [];
  const half = Math.floor(bank.length / 2);
  for (let i = 0; i < half; i++) {
    await answerOne(page, asked);
    await expect(
      page.getByText(s(en, 'skillcheck:questionOf', { n: i + 2, total: bank.length })),
    ).toBeVisible();
  }
  const onScreen = await page.locator('.player[data-question-id]').getAttribute('data-question-id');

  // Leaves halfway, comes back later: same item, progress kept.
  await page.getByRole('link', { name: s(en, 'skillcheck:leave') }).click();
  await expect(page).toHaveURL(/\/home\//);
  await page.goto('/skill-check/');
  await expect(
    page.getByText(s(en, 'skillcheck:questionOf', { n: half + 1, total: bank.length })),
  ).toBeVisible();
  await expect(page.locator('.player[data-question-id]')).toHaveAttribute(
    'data-question-id',
    onScreen!,
  );

  while (asked.length < bank.length) await answerOne(page, asked);

  // The result: the level the engine's rule gives for these answers.
  await expect(page).toHaveURL(/\/skill-check\/result\//);
  const expected = cefrOf(outcomeOf(asked).level);
  await expect(page.getByTestId('cefr-level')).toHaveText(
    s(en, `skillcheck:level_${expected.code}`),
  );
  await expect(page.getByRole('heading', { name: s(en, 'skillcheck:recommended') })).toBeVisible();
  await expect(page.locator('.skill-check__courses a').first()).toBeVisible();
  await check(page, 'en-skill-check-result');

  // The check is finished: /skill-check/ now points to the result.
  await page.goto('/skill-check/');
  await expect(page.getByText(s(en, 'skillcheck:finishedAlready'))).toBeVisible();

  // Notifications and the push permission screen (headless Chromium: push may be unsupported).
  await page.goto('/notification/');
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'notifications:title') }),
  ).toBeVisible();
  await check(page, 'en-notification');
  await page.getByRole('link', { name: s(en, 'notifications:pushSettings') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'notifications:permissionTitle') }),
  ).toBeVisible();
  await check(page, 'en-notification-permission');

  // The same screens in Indonesian.
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto('/skill-check/result/');
  await expect(page.getByTestId('cefr-level')).toHaveText(
    s(id, `skillcheck:level_${expected.code}`),
  );
  await check(page, 'id-skill-check-result');
  await page.goto('/notification/');
  await expect(
    page.getByRole('heading', { level: 1, name: s(id, 'notifications:title') }),
  ).toBeVisible();
  await check(page, 'id-notification');
  await page.goto('/notification/permission/');
  await check(page, 'id-notification-permission');
  // A retake starts over at the intro's first item.
  await page.goto('/skill-check/result/');
  await page.getByRole('button', { name: s(id, 'skillcheck:retake') }).click();
  await expect(
    page.getByText(s(id, 'skillcheck:questionOf', { n: 1, total: bank.length })),
  ).toBeVisible();
  // The item itself, not the placeholder shown while its view's code comes.
  await expect(page.locator('.player-skeleton')).toHaveCount(0);
  await check(page, 'id-skill-check-question');
});
