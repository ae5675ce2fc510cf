/**
 * The ecopower card deck (type 40) in the sandbox at 360 px: the student moves through the cards
 * with the wheel, the buttons and the dots, answers the quiz cards on the cards, tries the fun
 * activity upload (a refused type, a file over 5 MB, offline with Retry, then the sandbox's
 * missing upload service; no chance is used), finishes, and sees marks and the finish record.
 */
import { expect, test, type Page } from '@playwright/test';
import type { EcopowerContent, EcopowerQuizCard } from '@web-ed/schemas';
import {
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

test.describe.configure({ timeout: 180_000 });

const COURSE = 'ecopower';
const TASK = 30111;

function loadDeck(lang: 'en' | 'id') {
  const { chapterTitle, task } = findTask(readFixture(`${COURSE}/${lang}.json`), TASK);
  const question = task.questions[0]!;
  const content = question.content as unknown as EcopowerContent;
  const quizzes = content.cards.flatMap((c, i) => (c.quiz ? [{ index: i, quiz: c.quiz }] : []));
  return { label: `${chapterTitle} › ${task.title}`, question, content, quizzes };
}

const card = (page: Page, n: number) =>
  stage(page).getByRole('article', { name: new RegExp(`^Card ${n} of \\d+:`) });
const position = (page: Page) =>
  stage(page)
    .getByRole('status')
    .filter({ hasText: /^Card \d+ of \d+/ });
const optionText = (quiz: EcopowerQuizCard, id: string) =>
  quiz.options.find((o) => o.id === id)!.text;
const wrongOf = (quiz: EcopowerQuizCard) => quiz.options.find((o) => o.id !== quiz.answers[0])!.id;
const fileInput = (page: Page) => stage(page).locator('input[type="file"]');

/** The card sits in the deck's window (scroll-snap settled on it), whatever the page's scroll. */
async function expectCardShown(page: Page, article: ReturnType<typeof card>): Promise<void> {
  const track = stage(page).locator('.eco__track');
  await expect
    .poll(async () => {
      const [a, t] = await Promise.all([article.boundingBox(), track.boundingBox()]);
      return a && t ? Math.round(Math.abs(a.x - t.x)) : -1;
    })
    .toBeLessThanOrEqual(3);
}

test('a student swipes through a deck, answers its quizzes, meets every upload refusal and finishes', async ({
  page,
  context,
}) => {
  const { label, question, content, quizzes } = loadDeck('en');
  const total = content.cards.length;
  await openSandbox(page, `${COURSE}/en.json`);
  await playTask(page, label);

  await expectCardShown(page, card(page, 1));
  await expect(position(page)).toHaveText(`Card 1 of ${total}: Why it matters`);
  await expect(stage(page).getByRole('button', { name: 'Finish' })).toBeDisabled();
  await stage(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/ecopower-360-theory.png' });
  await expectAccessible(page, 'the first card');

  // The wheel: a tiny delta does nothing; one notch moves one card.
  await card(page, 1).hover();
  await page.mouse.wheel(0, 10);
  await page.waitForTimeout(700);
  await expect(position(page)).toHaveText(/^Card 1 of/);
  await page.mouse.wheel(0, 120);
  await expect(position(page)).toHaveText(`Card 2 of ${total}: Story`);
  // The story is taller than its card: wheeling down reads on, and turns no card.
  await page.waitForTimeout(700);
  const storyBody = card(page, 2).locator('.eco-card__body');
  await page.mouse.wheel(0, 120);
  await expect.poll(() => storyBody.evaluate((b) => b.scrollTop)).toBeGreaterThan(0);
  await expect(position(page)).toHaveText(/^Card 2 of/);
  // A touchpad swipe sideways, two quick notches: one gesture, one card.
  await page.waitForTimeout(700);
  await page.mouse.wheel(120, 0);
  await page.mouse.wheel(120, 0);
  await page.waitForTimeout(700);
  await expect(position(page)).toHaveText(/^Card 3 of/);
  await expectCardShown(page, card(page, 3));

  // The buttons and the dots, for keyboards and screen readers.
  const [need, percent, payFirst] = quizzes;
  await stage(page).getByRole('button', { name: 'Next card' }).click();
  await expect(position(page)).toHaveText(`Card ${need!.index + 1} of ${total}: Quiz`);
  await card(page, need!.index + 1)
    .getByRole('radio', { name: optionText(need!.quiz, need!.quiz.answers[0]!) })
    .click();
  await expect(stage(page).getByText('1 of 3 quiz cards answered')).toBeVisible();
  await expect(stage(page).getByText('Answer 2 more quiz cards to finish.')).toBeVisible();
  await stage(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/ecopower-360-quiz.png' });

  await stage(page)
    .getByRole('button', { name: `Card ${percent!.index + 1}: Quiz` })
    .click();
  await expect(position(page)).toHaveText(new RegExp(`^Card ${percent!.index + 1} of`));
  await card(page, percent!.index + 1)
    .getByRole('radio', { name: optionText(percent!.quiz, wrongOf(percent!.quiz)) })
    .click();
  await stage(page).getByRole('button', { name: 'Next card' }).click();
  await card(page, payFirst!.index + 1)
    .getByRole('radio', { name: optionText(payFirst!.quiz, payFirst!.quiz.answers[0]!) })
    .click();
  await expect(stage(page).getByText('Look through every card to finish.')).toBeVisible();
  await stage(page).getByRole('button', { name: 'Next card' }).click();
  await expect(position(page)).toHaveText(`Card ${total} of ${total}: Fun activity`);
  await expect(stage(page).getByRole('button', { name: 'Next card' })).toBeDisabled();

  // The fun activity: refusals and failures never use one of the 2 chances.
  const fun = card(page, total);
  const alert = fun.getByRole('alert');
  await expect(fun.getByText('2 upload chances')).toBeVisible();
  await fileInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my notes'),
  });
  await expect(alert).toHaveText(
    "This type of file can't be uploaded. Choose a PNG, JPG, PDF, Word or Excel file.",
  );
  await fileInput(page).setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(alert).toHaveText(/^This type of file can't be uploaded/);
  await fileInput(page).setInputFiles({
    name: 'budget.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
  });
  await expect(alert).toHaveText('This file is bigger than 5 MB. Choose a smaller file.');

  const photo = await page.screenshot(); // a real PNG, so compression has something to decode
  await context.setOffline(true);
  await fileInput(page).setInputFiles({
    name: 'my-budget.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(alert).toHaveText('No internet connection. Please check your internet connection.');
  const retry = fun.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(fun.getByText('2 upload chances')).toBeVisible();
  await fun.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/ecopower-360-upload-offline.png' });
  await expectAccessible(page, 'the fun activity with an upload error');

  // Back online, Retry sends the same file: the sandbox has no upload service, and says so.
  await context.setOffline(false);
  await retry.click();
  await expect(alert).toHaveText(
    'Uploading is not available here. You can still finish the cards.',
  );
  await expect(retry).toBeHidden();
  await expect(fun.getByText('2 upload chances')).toBeVisible();
  await expect(fun.getByText('Choose a file')).toBeVisible();

  // Finish: one answer for the deck, two of three quiz cards right, marked on the cards.
  const finish = stage(page).getByRole('button', { name: 'Finish' });
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
  await expect(fun.getByText('The cards are finished: uploads are closed.')).toBeVisible();
  await stage(page)
    .getByRole('button', { name: `Card ${percent!.index + 1}: Quiz` })
    .click();
  const marked = card(page, percent!.index + 1);
  await expect(marked.getByRole('radio', { name: /Your answer$/ })).toBeDisabled();
  await expect(marked.getByRole('radio', { name: /Correct answer$/ })).toBeVisible();
  await expect(marked.getByText(percent!.quiz.explanation!)).toBeVisible();
  await stage(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/ecopower-360-marked.png' });
  await expectAccessible(page, 'the finished deck');

  await page.getByRole('button', { name: 'See results' }).click();
  const record = await readFinishRecord(page);
  expect(record).toMatchObject({ minigame_id: 40, task_id: TASK, points: 6, is_complete: true });
  expect(record.answers).toEqual([
    expect.objectContaining({
      question_id: question.id,
      answer: [
        need!.quiz.answers[0],
        wrongOf(percent!.quiz),
        payFirst!.quiz.answers[0],
        'fun:not-uploaded',
      ],
      expected_answer: quizzes.map((q) => q.quiz.answers[0]),
      is_correct: false,
    }),
  ]);
});

test('offline during an upload, in Indonesian: the spec text and a Retry button', async ({
  page,
  context,
}) => {
  const { label, content } = loadDeck('id');
  const total = content.cards.length;
  await openSandbox(page, `${COURSE}/id.json`);
  await playTask(page, label);
  await stage(page)
    .getByRole('button', { name: `Kartu ${total}: Aktivitas seru` })
    .click();
  const fun = stage(page).getByRole('article', {
    name: new RegExp(`^Kartu ${total} dari ${total}`),
  });
  await expectCardShown(page, fun);
  await expect(fun.getByText('2 kesempatan unggah')).toBeVisible();

  const photo = await page.screenshot();
  await context.setOffline(true);
  await fileInput(page).setInputFiles({
    name: 'anggaran.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(fun.getByRole('alert')).toHaveText(
    'Tidak ada koneksi internet silahkan periksa koneksi internetmu',
  );
  await expect(fun.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expect(fun.getByText('2 kesempatan unggah')).toBeVisible();
  await fun.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/ecopower-360-offline-id.png' });
  await context.setOffline(false);
});
