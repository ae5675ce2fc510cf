/**
 * The fill-in-the-blanks plugin in the sandbox at 360 px: its own fixture played to the end with
 * typed blanks (an alternative, capitals ignored, one wrong: partial credit and the right answer),
 * a choice per blank, the word bank by taps and by keyboard, a case-sensitive blank, axe, and the
 * finish record.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Course } from '@web-ed/schemas';
import {
  expectAccessible,
  openSandbox,
  playTask,
  readFinishRecord,
  stage,
} from '../../apps/sandbox/e2e/sandbox-page';

const FIXTURE = 'plugins/fill-blanks/fixtures/en.json';
const course = JSON.parse(
  readFileSync(new URL('./fixtures/en.json', import.meta.url), 'utf8'),
) as Course;
const chapter = course.chapters[0]!;
const task = chapter.tasks[0]!;

// Four questions with an axe run at three steps: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a student fills every blank: typed, chosen and from the bank, with partial credit', async ({
  page,
}) => {
  await openSandbox(page, FIXTURE);
  await playTask(page, `${chapter.title} › ${task.title}`);
  const view = stage(page).locator('.fill-blanks');
  const blank = (n: number) => stage(page).getByRole('textbox', { name: `Blank ${n}` });
  const check = stage(page).getByRole('button', { name: 'Check answers' });
  const next = (last = false) =>
    page.getByRole('button', { name: last ? 'See results' : 'Next' }).click();

  // fb-1, typed: an accepted alternative, capitals ignored, and a wrong third blank.
  await expect(view).toContainText('The sun heats the sea');
  await expect(check).toBeDisabled();
  await expect(stage(page).getByText('3 blanks left to fill')).toBeVisible();
  await stage(page).getByRole('button', { name: 'Show hint' }).click();
  await expect(stage(page).getByText('Liquid to gas, then gas back to liquid.')).toBeVisible();
  await blank(1).fill('evaporate');
  await blank(2).fill('Condenses');
  await expect(stage(page).getByText('1 blank left to fill')).toBeVisible();
  await blank(3).fill('rain');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
  await expect(stage(page).getByText('2 of 3 blanks right')).toBeVisible();
  const third = stage(page).locator('.fill-blanks__blank').nth(2);
  await expect(third).toContainText('wrong');
  await expect(third).toContainText('Correct answer: clouds');
  await expect(stage(page).locator('.fill-blanks__blank').first()).toContainText('right');
  await expect(blank(3)).toHaveAttribute('readonly', '');
  await expect(stage(page).getByText('Why')).toBeVisible();
  await expectAccessible(page, 'typed blanks judged, one wrong');
  await next();

  // fb-2, a list of options per blank (QTI inline choice).
  await expect(view).toContainText('pure water boils');
  await stage(page).getByRole('combobox', { name: 'Blank 1' }).selectOption('100 °C');
  await stage(page).getByRole('combobox', { name: 'Blank 2' }).selectOption('0 °C');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
  await expect(stage(page).getByText('2 of 2 blanks right')).toBeVisible();
  await next();

  // fb-3, the word bank: tap a word, then a blank; a filled blank gives its word back.
  await expect(view).toContainText('Rain, snow and hail');
  const bank = stage(page).getByRole('group', { name: 'Word bank' });
  const tile = (word: string) => bank.getByRole('button', { name: word, exact: true });
  const gap = (n: number, word = 'empty') =>
    stage(page).getByRole('button', { name: `Blank ${n}: ${word}`, exact: true });
  await expect(bank.getByRole('button')).toHaveText([
    'evaporation',
    'groundwater',
    'precipitation',
    'runoff',
  ]);
  await tile('runoff').click();
  await expect(tile('runoff')).toHaveAttribute('aria-pressed', 'true');
  await expect(stage(page).getByText('“runoff” picked: now tap a blank.')).toBeAttached();
  await expectAccessible(page, 'a word picked from the bank');
  await gap(1).click();
  await expect(gap(1, 'runoff')).toBeVisible();
  await expect(tile('runoff')).toHaveCount(0);
  await gap(1, 'runoff').click();
  await expect(gap(1)).toBeVisible();
  await expect(stage(page).getByText('“runoff” is back in the bank.')).toBeAttached();
  // By keyboard: the same buttons, Enter and Space.
  await tile('precipitation').focus();
  await page.keyboard.press('Enter');
  await gap(1).focus();
  await page.keyboard.press('Space');
  await expect(gap(1, 'precipitation')).toBeFocused();
  await tile('runoff').click();
  await gap(2).click();
  await tile('groundwater').click();
  await gap(3).click();
  await expect(bank.getByRole('button')).toHaveText(['evaporation']);
  await check.click();
  await expect(stage(page).getByText('3 of 3 blanks right')).toBeVisible();
  await next();

  // fb-4, case-sensitive: said so, and answered with Enter.
  await expect(stage(page).getByText('Capital letters count.')).toBeVisible();
  await blank(1).fill('H2O');
  await page.keyboard.press('Enter');
  await expect(stage(page).getByText('1 of 1 blank right')).toBeVisible();
  await next(true);

  const record = await readFinishRecord(page);
  expect(record.minigame_id).toBe(43);
  expect(record.subject_id).toBe(9043);
  expect(record.task_id).toBe(904311);
  expect(
    record.answers.map((a) => [a.question_id, a.answer, a.expected_answer, a.is_correct]),
  ).toEqual([
    ['fb-1', ['evaporate', 'Condenses', 'rain'], ['evaporates', 'condenses', 'clouds'], false],
    ['fb-2', ['100 °C', '0 °C'], ['100 °C', '0 °C'], true],
    [
      'fb-3',
      ['precipitation', 'runoff', 'groundwater'],
      ['precipitation', 'runoff', 'groundwater'],
      true,
    ],
    ['fb-4', ['H2O'], ['H2O'], true],
  ]);
  // Partial credit reaches the summary: 2/3 + 1 + 1 + 1.
  await expect(page.locator('.player-result__correct')).toHaveText('3.7 of 4 correct');
  await expectAccessible(page, 'the fill-in-the-blanks result');
});
