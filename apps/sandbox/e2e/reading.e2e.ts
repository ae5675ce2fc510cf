/**
 * The Reading plugin (type 31) in the sandbox at 360 px: a student reads a passage, flips to the
 * questions with the sticky switcher (the passage stays one tap away and keeps its place),
 * answers every item, checks them together and gets per-item feedback with partial credit.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Question, ReadingContent } from '@web-ed/schemas';
import {
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

// A whole task, read and answered, with an axe run at each step: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const FIXTURE = 'english-reading/en.json';
const TASK = 10211;

function loadTask() {
  const { chapterTitle, task } = findTask(readFixture(FIXTURE), TASK);
  const questions = new Map(task.questions.map((q) => [q.id, q]));
  const length = Math.min(task.question_length ?? 10, task.questions.length);
  return { label: `${chapterTitle} › ${task.title}`, questions, length };
}

async function currentReading(page: Page, questions: Map<string, Question>) {
  await expect(stage(page).locator('.reading')).toBeVisible();
  const id = (await stage(page).getAttribute('data-question-id')) ?? '';
  const question = questions.get(id);
  if (!question) throw new Error(`no question ${id} in the fixture`);
  return { id, content: question.content as unknown as ReadingContent };
}

type Item = ReadingContent['items'][number];

/** Option ids for a right answer, or a wrong one of the right size. */
function choiceFor(item: Item, correct: boolean): string[] {
  if (correct) return [...item.answers];
  const wrong = item.options.map((o) => o.id).filter((id) => !item.answers.includes(id));
  return [...item.answers.slice(1), wrong[0]!];
}

/** The answer entry the view should send: ids in option order, joined by "+". */
const entryOf = (item: Item, ids: string[]) =>
  item.options
    .map((o) => o.id)
    .filter((id) => ids.includes(id))
    .join('+');

async function answerItem(page: Page, index: number, item: Item, ids: string[]) {
  const role = item.answers.length > 1 ? 'checkbox' : 'radio';
  const options = stage(page).locator('.choice-item').nth(index).getByRole(role);
  for (const id of ids) await options.nth(item.options.findIndex((o) => o.id === id)).click();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollBy = (page: Page, dy: number) =>
  page.evaluate((y) => window.scrollBy({ top: y, behavior: 'instant' }), dy);

/** The switcher is on screen (not scrolled away) and not hidden behind anything. */
async function expectSwitcherInView(page: Page) {
  const switcher = stage(page).getByRole('tablist', { name: 'Show the passage or the questions' });
  const box = await switcher.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('a student plays a reading task at 360 px: passage always reachable, partial credit, finish record', async ({
  page,
}) => {
  const { label, questions, length } = loadTask();
  await openSandbox(page, FIXTURE);
  await playTask(page, label);

  const sent = new Map<string, { answer: string[]; expected: string[]; correct: boolean }>();
  let firstId = '';
  for (let i = 0; i < length; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const { id, content } = await currentReading(page, questions);
    if (i === 0) firstId = id;
    const passageTab = stage(page).getByRole('tab', { name: /Passage/ });
    const questionsTab = stage(page).getByRole('tab', { name: /Questions/ });
    const title = stage(page).getByRole('heading', { name: content.passage.title });

    // The passage comes first; the questions wait behind the switcher.
    await expect(passageTab).toHaveAttribute('aria-selected', 'true');
    await expect(title).toBeVisible();
    await expect(stage(page).getByRole('tabpanel', { name: /Questions/ })).toBeHidden();

    // The first question gets its item wrong on purpose: partial credit.
    const wrongItem = i === 0 ? 0 : -1;
    const ids = content.items.map((item, k) => choiceFor(item, k !== wrongItem));

    if (i === 0) {
      await expectAccessible(page, 'a reading passage');
      await page.screenshot({ path: 'test-results/reading-360-passage.png' });
      // Read half-way down the passage, then go to the questions.
      await stage(page).locator('.reading-passage__paragraph').nth(1).scrollIntoViewIfNeeded();
      await scrollBy(page, 150);
      const readingAt = await scrollY(page);
      expect(readingAt).toBeGreaterThan(0);
      await expectSwitcherInView(page);
      await questionsTab.click();
      await expect(questionsTab).toHaveAttribute('aria-selected', 'true');
      await expect(title).toBeHidden();
      const check = stage(page).getByRole('button', { name: 'Check answers' });
      await expect(check).toBeDisabled();
      await expect(
        stage(page).getByText(`${content.items.length} questions left to answer`),
      ).toBeVisible();

      // Answer the first item, then scroll to the last one: the switcher is still there.
      await answerItem(page, 0, content.items[0]!, ids[0]!);
      await expect(questionsTab).toContainText(`1/${content.items.length}`);
      await stage(page).locator('.choice-item').last().scrollIntoViewIfNeeded();
      await scrollBy(page, 200);
      const answeringAt = await scrollY(page);
      await expectSwitcherInView(page);
      await page.screenshot({ path: 'test-results/reading-360-questions.png' });
      await expectAccessible(page, 'reading questions');

      // Back to the passage: the same paragraph as before, not the top.
      await passageTab.click();
      await expect(title).toBeAttached();
      await expect(stage(page).locator('.reading-passage')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(readingAt);
      // And back to the questions where the student left them, the first answer still chosen.
      await questionsTab.click();
      await expect.poll(() => scrollY(page)).toBe(answeringAt);
      await expect(
        stage(page).locator('.choice-item').first().getByRole('radio', { checked: true }),
      ).toHaveCount(1);
      for (let k = 1; k < content.items.length; k++)
        await answerItem(page, k, content.items[k]!, ids[k]!);
    } else {
      await stage(page)
        .getByRole('button', { name: /Go to the questions/ })
        .click();
      await expect(questionsTab).toBeFocused();
      for (let k = 0; k < content.items.length; k++)
        await answerItem(page, k, content.items[k]!, ids[k]!);
    }

    await expect(stage(page).getByText(/left to answer/)).toHaveCount(0);
    await stage(page).getByRole('button', { name: 'Check answers' }).click();
    const allCorrect = wrongItem === -1;
    await expect(
      page.getByRole('status').filter({ hasText: allCorrect ? 'Correct!' : 'Not quite' }),
    ).toBeVisible();
    const earned = content.items.length - (allCorrect ? 0 : 1);
    await expect(
      stage(page).getByText(`${earned} of ${content.items.length} correct`),
    ).toBeVisible();

    if (i === 0) {
      // Per item, in words and icons: the wrong one says so, shows the right option and explains.
      const first = stage(page).locator('.choice-item').first();
      await expect(first.locator('.choice-item__verdict')).toHaveText(/Not quite/);
      await expect(first.getByRole('radio', { name: /Correct answer$/ })).toBeDisabled();
      if (content.items[0]!.explanation)
        await expect(first).toContainText(content.items[0]!.explanation.slice(0, 40));
      await expect(
        stage(page).locator('.choice-item').nth(1).locator('.choice-item__verdict'),
      ).toHaveText(/Correct/);
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/reading-360-feedback.png' });
      await expectAccessible(page, 'reading feedback');
    }
    sent.set(id, {
      answer: content.items.map((item, k) => entryOf(item, ids[k]!)),
      expected: content.items.map((item) => entryOf(item, item.answers)),
      correct: allCorrect,
    });
    const next = page.getByRole('button', { name: i === length - 1 ? 'See results' : 'Next' });
    await expect(next).toBeFocused();
    await next.click();
  }

  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  const record = await readFinishRecord(page);
  expect(record.minigame_id).toBe(31);
  expect(record.subject_id).toBe(102);
  expect(record.task_id).toBe(TASK);
  expect(record.is_complete).toBe(true);
  expect(record.answers).toHaveLength(length);
  for (const a of record.answers) {
    const want = sent.get(a.question_id)!;
    expect(a.answer, a.question_id).toEqual(want.answer);
    expect(a.expected_answer, a.question_id).toEqual(want.expected);
    expect(a.is_correct, a.question_id).toBe(want.correct);
    expect(a.is_skipped).toBe(false);
  }
  // Partial credit reaches the summary: the first question counts (items - 1) / items.
  const firstItems = (questions.get(firstId)!.content as unknown as ReadingContent).items.length;
  await expect(page.locator('.player-result__correct')).toHaveText(
    new RegExp(`^${(length - 1 + (firstItems - 1) / firstItems).toFixed(1)} of ${length} correct$`),
  );
  await page.getByRole('heading', { name: 'Task complete' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reading-360-result.png' });
  await expectAccessible(page, 'the reading result');
});

test('on a wide screen the passage and the questions sit side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const { label, questions } = loadTask();
  await openSandbox(page, FIXTURE);
  await playTask(page, label);
  const { content } = await currentReading(page, questions);
  await expect(stage(page).getByRole('tablist')).toHaveCount(0);
  const passage = stage(page).getByRole('region', { name: 'Passage' });
  const items = stage(page).getByRole('region', { name: 'Questions' });
  await expect(passage.getByRole('heading', { name: content.passage.title })).toBeVisible();
  await expect(items.locator('.choice-item').first()).toBeVisible();
  const [p, q] = [await passage.boundingBox(), await items.boundingBox()];
  expect(p!.x + p!.width).toBeLessThanOrEqual(q!.x);
  await page.screenshot({ path: 'test-results/reading-wide.png' });
  await expectAccessible(page, 'reading side by side');
});
