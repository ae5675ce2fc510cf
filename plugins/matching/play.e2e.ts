/**
 * The matching plugin in the sandbox at 360 px: its own fixture, played to the end: partial credit
 * pair by pair (after the hint, Check waiting for every match), a wrong match costing a question
 * scored as a whole, then every pair right by keyboard; each pair's verdict and the partner
 * missed, axe, and the finish record.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pointsFor } from '@web-ed/engine';
import type { Course, MatchingContent } from '@web-ed/schemas';
import {
  expectAccessible,
  openSandbox,
  playTask,
  readFinishRecord,
  stage,
} from '../../apps/sandbox/e2e/sandbox-page';

const FIXTURE = 'plugins/matching/fixtures/en.json';
const course = JSON.parse(
  readFileSync(new URL('./fixtures/en.json', import.meta.url), 'utf8'),
) as Course;
const chapter = course.chapters[0]!;
const task = chapter.tasks[0]!;
const [first, second, third] = task.questions.map((q) => q.content as unknown as MatchingContent);

const box = (page: Page, left: string) =>
  stage(page).getByRole('combobox', { name: left, exact: true });
const pairs = (page: Page, content: MatchingContent) =>
  stage(page).getByRole('list', { name: content.prompt }).getByRole('listitem');
const footer = (page: Page) => page.locator('.player-footer__status');
const partners = (content: MatchingContent) => content.pairs.map((p) => p.right);

/** Waits for the question's view: its prompt and a list box per item. */
async function showing(page: Page, content: MatchingContent) {
  await expect(stage(page).locator('.matching__prompt')).toHaveText(content.prompt);
  await expect(stage(page).getByRole('combobox')).toHaveCount(content.pairs.length);
}

/** Chooses `texts[i]` for the i-th item. */
async function match(page: Page, content: MatchingContent, texts: string[]) {
  for (const [i, pair] of content.pairs.entries())
    await box(page, pair.left).selectOption(texts[i]!);
}

test('a student matches every pair: partly right, wrong as a whole, then right by keyboard', async ({
  page,
}) => {
  await openSandbox(page, FIXTURE);
  await playTask(page, `${chapter.title} › ${task.title}`);
  const check = stage(page).getByRole('button', { name: 'Check matches' });
  const next = page.getByRole('button', { name: 'Next' });

  // 1. Pair by pair: every text offered, sorted; Check waits until every item has a match.
  await showing(page, first!);
  await expect(box(page, 'Bee').locator('option')).toHaveText([
    'Choose a match',
    'Burrow',
    'Hive',
    'Nest',
    'Shell',
    'Web',
  ]);
  await expect(check).toBeDisabled();
  await expect(stage(page).getByText('4 items left to match')).toBeVisible();
  await stage(page).getByRole('button', { name: 'Show hint' }).click();
  await expect(stage(page).getByText(first!.hint!)).toBeVisible();
  // Bee and Bird swapped: two pairs of four right.
  const swapped = ['Nest', 'Hive', 'Burrow', 'Web'];
  for (const [i, text] of swapped.slice(0, 3).entries())
    await box(page, first!.pairs[i]!.left).selectOption(text);
  await expect(stage(page).getByText('1 item left to match')).toBeVisible();
  await expect(check).toBeDisabled();
  await box(page, 'Spider').selectOption('Web');
  await expect(check).toBeEnabled();
  await page.screenshot({ path: 'test-results/matching-360.png' });
  await expectAccessible(page, 'a matching question being answered');
  await check.click();
  await expect(footer(page)).toContainText('Not quite');
  await expect(stage(page).getByText('2 of 4 pairs are right')).toBeVisible();
  const rows = pairs(page, first!);
  await expect(rows.nth(0)).toContainText('Not quite · Right match: Hive');
  await expect(rows.nth(1)).toContainText('Not quite · Right match: Nest');
  await expect(rows.nth(2)).toContainText('Right');
  await expect(rows.nth(2)).not.toContainText('Not quite');
  await expect(box(page, 'Bee')).toBeDisabled();
  await expect(box(page, 'Bee')).toHaveValue('Nest');
  await expect(stage(page).getByText(first!.explanation!)).toBeVisible();
  await page.screenshot({ path: 'test-results/matching-360-feedback.png' });
  await expectAccessible(page, 'matched pairs, two wrong, with the right partners');
  await next.click();

  // 2. Scored as a whole, with pictures: the distractor for one item costs the question.
  await showing(page, second!);
  await expect(stage(page).getByRole('img', { name: 'Drawing of a triangle' })).toBeVisible();
  await match(page, second!, ['3', '4', '6']);
  await check.click();
  await expect(footer(page)).toContainText('Not quite');
  await expect(stage(page).getByText('2 of 3 pairs are right')).toBeVisible();
  await expect(pairs(page, second!).nth(2)).toContainText('Right match: 5');
  await next.click();

  // 3. By keyboard: the list boxes one Tab apart, in order, then Check.
  await showing(page, third!);
  await box(page, third!.pairs[0]!.left).focus();
  for (const [i, pair] of third!.pairs.entries()) {
    await expect(box(page, pair.left)).toBeFocused();
    await box(page, pair.left).selectOption(pair.right);
    await page.keyboard.press('Tab');
    if (i === third!.pairs.length - 1) await expect(check).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(footer(page)).toContainText('Correct');
  await expect(stage(page).getByText('3 of 3 pairs are right')).toBeVisible();
  await page.getByRole('button', { name: 'See results' }).click();

  const record = await readFinishRecord(page);
  expect(record.minigame_id).toBe(45);
  expect(
    record.answers.map((a) => [a.question_id, a.answer, a.expected_answer, a.is_correct]),
  ).toEqual([
    ['matching-1', swapped, partners(first!), false],
    ['matching-2', ['3', '4', '6'], partners(second!), false],
    ['matching-3', partners(third!), partners(third!), true],
  ]);
  // Half a question for two pairs of four, nothing for the shapes, one for the greetings.
  expect(record.points).toBe(pointsFor(2 / 4 + 0 + 1));
});
