/**
 * The true/false plugin in the sandbox at 360 px: its own fixture, played to the end with a hint,
 * a wrong answer and its explanation, arrow keys in the radio group, axe, and the finish record.
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

const FIXTURE = 'plugins/true-false/fixtures/en.json';
const course = JSON.parse(
  readFileSync(new URL('./fixtures/en.json', import.meta.url), 'utf8'),
) as Course;
const chapter = course.chapters[0]!;
const task = chapter.tasks[0]!;

test('a student judges every statement, with a hint, a wrong answer and the why', async ({
  page,
}) => {
  await openSandbox(page, FIXTURE);
  await playTask(page, `${chapter.title} › ${task.title}`);
  const radios = stage(page).getByRole('radio');

  // In fixture order (no shuffle): right, wrong after the hint, then right twice (arrow keys once).
  for (const [i, question] of task.questions.entries()) {
    const content = question.content as { statement: string; answer: boolean; hint?: string };
    await expect(stage(page).locator('.true-false__statement')).toContainText(
      content.statement
        .replace(/\$.*\$/, '')
        .trim()
        .slice(0, 20),
    );
    await expect(radios).toHaveCount(2);
    const wrong = i === 1;
    const pick = wrong ? !content.answer : content.answer;
    if (content.hint) {
      await stage(page).getByRole('button', { name: 'Show hint' }).click();
      await expect(stage(page).getByText(content.hint)).toBeVisible();
    }
    if (i === 2) {
      // The radio group is one tab stop; arrows move between True and False.
      await radios.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(radios.first()).toBeFocused();
    }
    await radios.nth(pick ? 0 : 1).click();
    await expect(stage(page).getByText('Why')).toBeVisible();
    if (wrong) {
      await expect(stage(page).getByText('Correct answer')).toBeVisible();
      await expectAccessible(page, 'a wrong true/false answer with its explanation');
    }
    const last = i === task.questions.length - 1;
    await page.getByRole('button', { name: last ? 'See results' : 'Next' }).click();
  }

  const record = await readFinishRecord(page);
  expect(record.minigame_id).toBe(42);
  expect(record.answers.map((a) => [a.question_id, a.answer, a.is_correct])).toEqual([
    ['tf-1', ['true'], true],
    ['tf-2', ['true'], false],
    ['tf-3', ['true'], true],
    ['tf-4', ['true'], true],
  ]);
});
