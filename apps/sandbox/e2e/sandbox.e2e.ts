import { expect, test, type Page } from '@playwright/test';
import type { Course, Question, Task } from '@web-ed/schemas';
import {
  answerMcq,
  choiceFor,
  currentQuestionId,
  editor,
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
  summary,
} from './sandbox-page';

const ENGLISH = 'english-everyday/en.json';
const MATH = 'math-foundations/en.json';
/** "Introducing yourself and others": played in order, with a choose-all question. */
const ENGLISH_TASK = 10112;

const questionMap = (task: Task) => new Map(task.questions.map((q) => [q.id, q]));

test('an author plays a whole English task at 360 px and sees stars, points and the finish record', async ({
  page,
}) => {
  const course = readFixture(ENGLISH);
  const { chapterTitle, task } = findTask(course, ENGLISH_TASK);
  const questions = questionMap(task);
  const length = Math.min(task.question_length ?? 10, task.questions.length);
  const wrongAt = 2;

  await openSandbox(page);
  await page.getByLabel('Fixture', { exact: true }).selectOption(ENGLISH);
  await expect(summary(page)).toContainText(/84 questions valid, 0 invalid\. No errors\./);
  await playTask(page, `${chapterTitle} › ${task.title}`);

  const expectedCorrect = new Map<string, boolean>();
  for (let i = 0; i < length; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const id = await currentQuestionId(page);
    const question = questions.get(id)!;
    const correct = i !== wrongAt;
    expectedCorrect.set(id, correct);
    if (i === 0) {
      await answerByKeyboard(page, question);
    } else {
      await answerMcq(page, question, choiceFor(question.content as never, correct));
    }
    await expect(
      page.getByRole('status').filter({ hasText: correct ? 'Correct!' : 'Not quite' }),
    ).toBeVisible();
    if (!correct) {
      // Marked in words, not colour alone: the options' names say which is which.
      await expect(stage(page).getByRole('radio', { name: /Your answer$/ })).toBeDisabled();
      await expect(stage(page).getByRole('radio', { name: /Correct answer$/ })).toBeDisabled();
    }
    if (i === wrongAt) await page.screenshot({ path: 'test-results/sandbox-360-feedback.png' });
    const next = page.getByRole('button', { name: i === length - 1 ? 'See results' : 'Next' });
    await expect(next).toBeFocused();
    await next.click();
  }

  const correctCount = [...expectedCorrect.values()].filter(Boolean).length;
  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  await expect(page.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await expect(page.locator('.player-result__points')).toHaveText(`${correctCount * 10} points`);
  await expect(page.getByText(`${correctCount} of ${length} correct`)).toBeVisible();

  const record = await readFinishRecord(page);
  expect(record).toMatchObject({
    subject_id: course.subject_id,
    task_id: task.id,
    minigame_id: 29,
    points: correctCount * 10,
    question_length: length,
    is_complete: true,
  });
  expect(record.answers).toHaveLength(length);
  for (const answer of record.answers) {
    expect(answer.is_correct, answer.question_id).toBe(expectedCorrect.get(answer.question_id));
    expect(answer.is_skipped).toBe(false);
  }
  await expect(page.getByRole('list', { name: /Events/ }).getByText('answered')).toHaveCount(
    length,
  );
  await page.getByRole('heading', { name: 'Task complete' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/sandbox-360-result.png' });
});

/** Tab into the radio group, arrow to the right option, choose it with Space. */
async function answerByKeyboard(page: Page, question: Question): Promise<void> {
  const content = question.content as { options: { id: string }[]; answers: string[] };
  const target = content.options.findIndex((o) => o.id === content.answers[0]);
  await page.keyboard.press('Tab');
  const radios = stage(page).getByRole('radio');
  await expect(radios.first()).toBeFocused();
  for (let k = 0; k < target; k++) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(target)).toBeFocused();
  await expect(radios.nth(target)).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
}

const brokenTask = (first: object, secondAnswers: string[]) =>
  JSON.stringify(
    {
      id: 1,
      title: 'Colours',
      minigame_id: 29,
      questions: [
        { id: 'sky', type: 29, schemaVersion: 1, content: first },
        {
          id: 'grass',
          type: 29,
          schemaVersion: 1,
          content: {
            prompt: 'What colour is grass?',
            options: [
              { id: 'a', text: 'red' },
              { id: 'b', text: 'green' },
            ],
            answers: secondAnswers,
          },
        },
      ],
    },
    null,
    2,
  );
const skyOptions = [
  { id: 'a', text: 'blue' },
  { id: 'b', text: 'yellow' },
];

test('a pasted broken question lists its JSON path and line, and plays once fixed', async ({
  page,
}) => {
  await openSandbox(page);
  const broken = brokenTask({ options: skyOptions, answers: ['a'] }, ['e']);
  await editor(page).fill(broken);
  await expect(summary(page)).toContainText('0 questions valid, 2 invalid; 3 errors.');

  const lines = broken.split('\n');
  const lineOf = (needle: string, nth = 1) => {
    let seen = 0;
    return lines.findIndex((l) => l.includes(needle) && ++seen === nth) + 1;
  };
  const errors = page.getByRole('list', { name: 'Validation errors' }).getByRole('button');
  const missingPrompt = errors.filter({ hasText: 'missing required field "prompt"' });
  await expect(missingPrompt).toContainText('/questions/0/content');
  await expect(missingPrompt).toContainText(`Line ${lineOf('"content"', 1)}`);
  const notAnOption = errors.filter({ hasText: 'answer "e" is not one of the option ids (a, b)' });
  await expect(notAnOption).toContainText('/questions/1/content/answers/0');
  await expect(notAnOption).toContainText(`Line ${lineOf('"e"')}`);
  await expect(errors.filter({ hasText: 'task has nothing playable left' })).toContainText(
    '/questions',
  );
  await expect(page.getByText('Nothing playable yet')).toBeVisible();

  // Choosing an error selects the offending text in the editor.
  await notAnOption.click();
  await expect(editor(page)).toBeFocused();
  const selected = await editor(page).evaluate((el: HTMLTextAreaElement) =>
    el.value.slice(el.selectionStart, el.selectionEnd),
  );
  expect(selected).toBe('"e"');

  await editor(page).fill(
    brokenTask({ prompt: 'What colour is the sky?', options: skyOptions, answers: ['a'] }, ['b']),
  );
  await expect(summary(page)).toContainText('2 questions valid, 0 invalid. No errors.');
  await expect(page.getByRole('list', { name: 'Validation errors' })).toHaveCount(0);

  await playTask(page, 'Colours');
  await stage(page).getByRole('radio', { name: 'blue' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await stage(page).getByRole('radio', { name: 'red' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
  await page.getByRole('button', { name: 'See results' }).click();
  const record = await readFinishRecord(page);
  expect(record.answers.map((a) => [a.question_id, a.answer, a.is_correct])).toEqual([
    ['sky', ['a'], true],
    ['grass', ['a'], false],
  ]);
  await expect(page.locator('.player-result__points')).toHaveText('10 points');
});

/** Opens the English fixture and starts ENGLISH_TASK; returns its questions and the first shown. */
async function startEnglishTask(page: Page) {
  await openSandbox(page, ENGLISH);
  const { chapterTitle, task } = findTask(readFixture(ENGLISH), ENGLISH_TASK);
  const questions = questionMap(task);
  await playTask(page, `${chapterTitle} › ${task.title}`);
  return { questions, first: questions.get(await currentQuestionId(page))! };
}

async function skipToHint(page: Page, questions: Map<string, Question>) {
  while (!(questions.get(await currentQuestionId(page))!.content as { hint?: string }).hint) {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await stage(page).getByRole('button', { name: 'Show hint' }).click();
  await expect(stage(page).getByText('Hint:')).toBeVisible();
}

// One axe analysis per state, each in its own test: six analyses and a play did not fit one
// test's budget on a busy 2-core machine.
test.describe('the sandbox and the player have no serious accessibility violations', () => {
  test('the sandbox with a fixture loaded', async ({ page }) => {
    await openSandbox(page, ENGLISH);
    await expectAccessible(page, 'the sandbox with a fixture loaded');
  });

  test('a question', async ({ page }) => {
    await startEnglishTask(page);
    await expectAccessible(page, 'a question');
  });

  test('feedback on a wrong answer', async ({ page }) => {
    const { first } = await startEnglishTask(page);
    await answerMcq(page, first, choiceFor(first.content as never, false));
    await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
    await expectAccessible(page, 'feedback on a wrong answer');
  });

  test('an open hint', async ({ page }) => {
    const { questions } = await startEnglishTask(page);
    await skipToHint(page, questions);
    await expectAccessible(page, 'an open hint');
  });

  test('the results and finish record', async ({ page }) => {
    await startEnglishTask(page);
    while (await page.getByRole('button', { name: 'Skip' }).isVisible()) {
      await page.getByRole('button', { name: 'Skip' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
    await expectAccessible(page, 'the results and finish record');
  });

  test('the error list', async ({ page }) => {
    await openSandbox(page, ENGLISH);
    await page
      .getByLabel('Fixture', { exact: true })
      .selectOption('broken/answer-not-an-option.json');
    await expect(page.getByRole('list', { name: 'Validation errors' })).toBeVisible();
    await expectAccessible(page, 'the error list');
  });
});

test('maths renders with KaTeX, which an English chapter never downloads', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await openSandbox(page, ENGLISH);
  const english = readFixture<Course>(ENGLISH);
  const { chapterTitle, task } = findTask(english, ENGLISH_TASK);
  await playTask(page, `${chapterTitle} › ${task.title}`);
  await currentQuestionId(page);
  await expect(stage(page).locator('.katex')).toHaveCount(0);
  const loadedKatex = (urls: string[]) => urls.filter((u) => /katex/i.test(u));
  expect(loadedKatex(requested)).toEqual([]);
  expect(
    loadedKatex(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
    ),
  ).toEqual([]);

  await page.getByLabel('Fixture', { exact: true }).selectOption(MATH);
  await expect(summary(page)).toContainText(/questions valid, 0 invalid\. No errors\./);
  const math = readFixture<Course>(MATH);
  const firstTask = math.chapters[0]!.tasks[0]!;
  await playTask(page, `${math.chapters[0]!.title} › ${firstTask.title}`);
  await expect(stage(page).locator('.mcq__prompt .katex').first()).toBeVisible();
  await expect(stage(page).locator('.mcq-option .katex').first()).toBeVisible();
  expect(loadedKatex(requested).some((u) => u.endsWith('.css'))).toBe(true);
  expect(loadedKatex(requested).some((u) => u.endsWith('.js'))).toBe(true);
  await page.screenshot({ path: 'test-results/sandbox-360-math.png' });
});
