/**
 * The "select the words" plugin in the sandbox at 360 px: its own fixture played to the end with a
 * hint, a wrong mark beside two right ones (H5P scoring: partial credit), the limit of one word,
 * marking by keyboard, 48 px words wrapping inside the screen, axe, and the finish record.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Course, MarkWordsContent } from '@web-ed/schemas';
import {
  expectAccessible,
  openSandbox,
  playTask,
  readFinishRecord,
  stage,
} from '../../apps/sandbox/e2e/sandbox-page';

const FIXTURE = 'plugins/mark-words/fixtures/en.json';
const course = JSON.parse(
  readFileSync(new URL('./fixtures/en.json', import.meta.url), 'utf8'),
) as Course;
const chapter = course.chapters[0]!;
const task = chapter.tasks[0]!;
const contents = task.questions.map((q) => q.content as unknown as MarkWordsContent);

/** The answer entry of a word: its position in the question's segments. */
const at = (content: MarkWordsContent, word: string) =>
  String(content.segments.findIndex((s) => typeof s !== 'string' && s.word === word));

test.describe.configure({ timeout: 90_000 });

test('a student marks words: a wrong mark costs a point, limits hold, keyboard works', async ({
  page,
}) => {
  await openSandbox(page, FIXTURE);
  await playTask(page, `${chapter.title} › ${task.title}`);
  const words = stage(page).locator('.mark-words__text');
  const word = (name: string) => words.getByRole('button', { name, exact: true });
  const check = stage(page).getByRole('button', { name: 'Check answers' });
  const next = (last = false) =>
    page.getByRole('button', { name: last ? 'See results' : 'Next' }).click();

  // mw-1: every word can be marked; two verbs and one noun marked by mistake.
  await expect(stage(page).getByText('Mark every verb.')).toBeVisible();
  const box = await word('runs').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  // The words wrap onto several lines, none sticking out of the 360 px screen.
  const edges = await words
    .getByRole('button')
    .evaluateAll((all) => all.map((b) => b.getBoundingClientRect()));
  expect(Math.max(...edges.map((r) => r.right))).toBeLessThanOrEqual(360);
  expect(new Set(edges.map((r) => Math.round(r.top))).size).toBeGreaterThan(1);
  await stage(page).getByRole('button', { name: 'Show hint' }).click();
  await expect(stage(page).getByText('A verb is what someone or something does.')).toBeVisible();
  await expect(check).toBeDisabled();
  for (const w of ['runs', 'cat', 'jumps']) await word(w).click();
  await expect(word('cat')).toHaveAttribute('aria-pressed', 'true');
  await expect(stage(page).getByText('3 words marked')).toBeVisible();
  await expectAccessible(page, 'words marked');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
  await expect(stage(page).getByText('You found 2 of 2 words.')).toBeVisible();
  await expect(stage(page).getByText('1 word marked by mistake')).toBeVisible();
  await expect(words.getByRole('button', { name: /^cat.*marked, wrong$/ })).toBeDisabled();
  await expect(words.getByRole('button', { name: /^runs.*marked, right$/ })).toBeVisible();
  await expect(stage(page).getByText('Why')).toBeVisible();
  await expectAccessible(page, 'marked words judged');
  await next();

  // mw-2: one word only; a second mark is refused until the first is taken back (by keyboard).
  await expect(stage(page).getByText('Mark 1 word.')).toBeVisible();
  await word('Iron').click();
  await word('oxygen').click();
  await expect(word('oxygen')).toHaveAttribute('aria-pressed', 'false');
  await expect(
    stage(page).getByText('You can mark only 1 word: unmark it to choose another.'),
  ).toBeVisible();
  await word('Iron').focus();
  await page.keyboard.press('Space');
  await expect(word('Iron')).toHaveAttribute('aria-pressed', 'false');
  await word('oxygen').focus();
  await page.keyboard.press('Enter');
  await expect(word('oxygen')).toHaveAttribute('aria-pressed', 'true');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
  await next();

  // mw-3: at least two words before Check wakes up.
  await expect(stage(page).getByText('Mark at least 2 words.')).toBeVisible();
  await word('rain').click();
  await expect(check).toBeDisabled();
  await word('hail').click();
  await word('snow').click();
  await check.click();
  await expect(stage(page).getByText('You found 3 of 3 words.')).toBeVisible();
  await next(true);

  const record = await readFinishRecord(page);
  expect(record.minigame_id).toBe(46);
  expect(record.subject_id).toBe(9046);
  expect(record.task_id).toBe(904611);
  const [verbs, gas, weather] = contents as [MarkWordsContent, MarkWordsContent, MarkWordsContent];
  expect(
    record.answers.map((a) => [a.question_id, a.answer, a.expected_answer, a.is_correct]),
  ).toEqual([
    [
      'mw-1',
      [at(verbs, 'cat'), at(verbs, 'runs'), at(verbs, 'jumps')],
      [at(verbs, 'runs'), at(verbs, 'jumps')],
      false,
    ],
    ['mw-2', [at(gas, 'oxygen')], [at(gas, 'oxygen')], true],
    [
      'mw-3',
      ['rain', 'hail', 'snow'].map((w) => at(weather, w)),
      ['rain', 'hail', 'snow'].map((w) => at(weather, w)),
      true,
    ],
  ]);
  // Partial credit reaches the summary: (2 right − 1 wrong) / 2 + 1 + 1.
  await expect(page.locator('.player-result__correct')).toHaveText('2.5 of 3 correct');
  await expectAccessible(page, 'the select-the-words result');
});
