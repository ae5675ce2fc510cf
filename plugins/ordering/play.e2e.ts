/**
 * The ordering plugin in the sandbox at 360 px: its own fixture, played to the end: a wrong order
 * scored as a whole (after the hint), partial credit item by item, and a right order moved by
 * keyboard, focus staying with the moved item and the live region saying where it went; the
 * marks and the right order after each check, axe, and the finish record.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pointsFor } from '@web-ed/engine';
import type { Course, OrderingContent } from '@web-ed/schemas';
import {
  expectAccessible,
  openSandbox,
  playTask,
  readFinishRecord,
  stage,
} from '../../apps/sandbox/e2e/sandbox-page';

const FIXTURE = 'plugins/ordering/fixtures/en.json';
const course = JSON.parse(
  readFileSync(new URL('./fixtures/en.json', import.meta.url), 'utf8'),
) as Course;
const chapter = course.chapters[0]!;
const task = chapter.tasks[0]!;
const [first, second, third] = task.questions.map((q) => {
  const content = q.content as unknown as OrderingContent;
  return { content, texts: content.items.map((i) => i.text) };
});

const rows = (page: Page) =>
  stage(page).getByRole('list', { name: 'Your order' }).getByRole('listitem');
const shownOrder = (page: Page) => rows(page).locator('.ordering__text').allInnerTexts();
const moveUp = (page: Page, text: string) =>
  stage(page).getByRole('button', { name: `Move up: ${text}`, exact: true });
const footer = (page: Page) => page.locator('.player-footer__status');

/** Waits for the question's view: its prompt and as many items as it has. */
async function showing(page: Page, question: { content: OrderingContent; texts: string[] }) {
  await expect(stage(page).locator('.ordering__prompt')).toHaveText(question.content.prompt);
  await expect(rows(page)).toHaveCount(question.texts.length);
}

/** Taps "Move up" until the items read `target`, top to bottom. */
async function arrange(page: Page, target: string[]) {
  for (const [place, text] of target.entries()) {
    for (let at = (await shownOrder(page)).indexOf(text); at > place; at--) {
      await moveUp(page, text).click();
      await expect(rows(page).nth(at - 1)).toContainText(text);
    }
  }
  expect(await shownOrder(page)).toEqual(target);
}

test('a student orders every list: wrong as a whole, partly right item by item, right by keyboard', async ({
  page,
}) => {
  await openSandbox(page, FIXTURE);
  await playTask(page, `${chapter.title} › ${task.title}`);
  const check = stage(page).getByRole('button', { name: 'Check order' });
  const next = page.getByRole('button', { name: 'Next' });

  // Shuffled, the same way on every load, and never already in order.
  await showing(page, first!);
  const start = await shownOrder(page);
  expect(start).not.toEqual(first!.texts);
  expect([...start].sort()).toEqual([...first!.texts].sort());
  await openSandbox(page, FIXTURE);
  await playTask(page, `${chapter.title} › ${task.title}`);
  await showing(page, first!);
  expect(await shownOrder(page)).toEqual(start);

  // 1. Scored as a whole: the hint, then the reverse order; every item marked, the right order shown.
  await stage(page).getByRole('button', { name: 'Show hint' }).click();
  await expect(stage(page).getByText(first!.content.hint!)).toBeVisible();
  const reversed = [...first!.texts].reverse();
  await arrange(page, reversed);
  await expect(moveUp(page, reversed[0]!)).toBeDisabled();
  await page.screenshot({ path: 'test-results/ordering-360.png' });
  await expectAccessible(page, 'an ordering question being arranged');
  await check.click();
  await expect(footer(page)).toContainText('Not quite');
  await expect(rows(page).filter({ hasText: 'Not in its place' })).toHaveCount(4);
  await expect(stage(page).getByText('0 of 4 items are in the right place')).toBeVisible();
  await expect(
    stage(page).getByRole('list', { name: 'The right order' }).getByRole('listitem'),
  ).toHaveText(first!.texts);
  await expect(stage(page).getByText(first!.content.explanation!)).toBeVisible();
  await expect(stage(page).getByRole('button', { name: /^Move / })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/ordering-360-feedback.png' });
  await expectAccessible(page, 'a wrong order with the right one');
  await next.click();

  // 2. Item by item: the first two swapped earn half.
  await showing(page, second!);
  const swapped = [second!.texts[1]!, second!.texts[0]!, ...second!.texts.slice(2)];
  await arrange(page, swapped);
  await check.click();
  await expect(footer(page)).toContainText('Not quite');
  await expect(stage(page).getByText('2 of 4 items are in the right place')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'In the right place' })).toHaveCount(2);
  await next.click();

  // 3. By keyboard: Enter moves the item, focus stays with it (on its other arrow at the top),
  // and the live region says where it is now.
  await showing(page, third!);
  const live = stage(page).locator('.ordering__live');
  for (const [place, text] of third!.texts.entries()) {
    let at = (await shownOrder(page)).indexOf(text);
    if (at <= place) continue;
    await moveUp(page, text).focus();
    for (; at > place; at--) {
      await page.keyboard.press('Enter');
      await expect(live).toHaveText(`${text}: now number ${at} of ${third!.texts.length}`);
    }
    const arrow = at === 0 ? `Move down: ${text}` : `Move up: ${text}`;
    await expect(stage(page).getByRole('button', { name: arrow, exact: true })).toBeFocused();
  }
  expect(await shownOrder(page)).toEqual(third!.texts);
  await check.click();
  await expect(footer(page)).toContainText('Correct');
  await expect(stage(page).getByText('3 of 3 items are in the right place')).toBeVisible();
  await page.getByRole('button', { name: 'See results' }).click();

  const record = await readFinishRecord(page);
  expect(record.minigame_id).toBe(44);
  expect(
    record.answers.map((a) => [a.question_id, a.answer, a.expected_answer, a.is_correct]),
  ).toEqual([
    ['ordering-1', reversed, first!.texts, false],
    ['ordering-2', swapped, second!.texts, false],
    ['ordering-3', third!.texts, third!.texts, true],
  ]);
  // Nothing for the wrong order, half a question for two of four in place, one for the right one.
  expect(record.points).toBe(pointsFor(0 + 2 / 4 + 1));
});
