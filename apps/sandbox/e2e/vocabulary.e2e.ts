/**
 * The Vocabulary plugin (type 33) in the sandbox at 360 px: a student studies word cards (buttons,
 * swipe, the recording), moves on with "I know these words", answers the recall items, and taps
 * words for a translation. The sandbox has no translate service, so the bubble must say so
 * gracefully (and say "offline" when the phone is offline) while the activity goes on.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Question, VocabularyContent } from '@web-ed/schemas';
import {
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

// A whole task with cards, translations and an axe run at each step: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const FIXTURE = 'english-vocabulary/en.json';
const TASK = 10311;
const UNAVAILABLE = 'Translation is not available right now.';
const OFFLINE = 'Translation is not available offline.';

type Item = VocabularyContent['items'][number];

function loadTask() {
  const { chapterTitle, task } = findTask(readFixture(FIXTURE), TASK);
  const questions = new Map(task.questions.map((q) => [q.id, q]));
  const length = Math.min(task.question_length ?? 10, task.questions.length);
  return { label: `${chapterTitle} › ${task.title}`, questions, length };
}

async function currentVocabulary(page: Page, questions: Map<string, Question>) {
  await expect(stage(page).locator('.vocab')).toBeVisible();
  const id = (await stage(page).getAttribute('data-question-id')) ?? '';
  const question = questions.get(id);
  if (!question) throw new Error(`no question ${id} in the fixture`);
  return { id, content: question.content as unknown as VocabularyContent };
}

function choiceFor(item: Item, correct: boolean): string[] {
  if (correct) return [...item.answers];
  const wrong = item.options.map((o) => o.id).filter((id) => !item.answers.includes(id));
  return [...item.answers.slice(1), wrong[0]!];
}

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

const card = (page: Page) => stage(page).locator('.vocab-card');
const popover = (page: Page) => stage(page).locator('.vocab-popover');

/**
 * Records every recording the page tries to play and whether it started, whatever URL the host
 * gives it (the sandbox bundles course media, inlining small files as data: URLs).
 */
async function watchAudio(page: Page): Promise<() => Promise<{ src: string; started: boolean }[]>> {
  await page.addInitScript(() => {
    const log: { src: string; started: boolean }[] = [];
    (window as unknown as { __audio: typeof log }).__audio = log;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const entry = { src: this.currentSrc || this.src, started: false };
      log.push(entry);
      return play.call(this).then(() => {
        entry.started = true;
      });
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __audio: { src: string; started: boolean }[] }).__audio,
    );
}

/** A sideways drag across the card, as a finger would swipe it. */
async function swipe(page: Page, direction: 'left' | 'right') {
  const slide = stage(page).locator('.vocab-deck__slide');
  // Cards differ in height (tasks shuffle), and a tall card's bottom edge sits under the Player's
  // sticky footer: swipe along the card's top, which is on screen once scrolled into view.
  await slide.scrollIntoViewIfNeeded();
  const box = (await slide.boundingBox())!;
  const y = box.y + 16;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width - 20, box.x + 20]
      : [box.x + 20, box.x + box.width - 20];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y + 5, { steps: 6 });
  await page.mouse.up();
}

test('a student studies the cards and answers the recall items at 360 px; translations fail gracefully', async ({
  page,
}) => {
  const played = await watchAudio(page);
  const { label, questions, length } = loadTask();
  await openSandbox(page, FIXTURE);
  await playTask(page, label);

  const sent = new Map<string, { answer: string[]; expected: string[]; correct: boolean }>();
  for (let i = 0; i < length; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const { id, content } = await currentVocabulary(page, questions);
    const cards = content.cards;
    await expect(card(page)).toHaveAccessibleName(`Card 1 of ${cards.length}`);
    await expect(card(page).locator('.vocab-card__word')).toHaveText(cards[0]!.word);

    if (i === 0) {
      await expect(stage(page).getByRole('button', { name: 'Previous card' })).toBeDisabled();
      await page.screenshot({ path: 'test-results/vocabulary-360-card.png' });
      await expectAccessible(page, 'a word card');

      // The recording of the word plays (the host resolves its path to a URL).
      await card(page)
        .getByRole('button', { name: `Listen to “${cards[0]!.word}”` })
        .click();
      await expect
        .poll(played)
        .toEqual([{ src: expect.stringMatching(/^(data:audio\/ogg|.*\.ogg$)/), started: true }]);
      await expect(card(page).getByText('The recording could not play.')).toHaveCount(0);

      // Tapping a word of the example: no translate service here, so a clear message, not a crash.
      const exampleWords = card(page).locator('.vocab-card__example').getByRole('button');
      const tapped = (await exampleWords.nth(1).innerText()).trim();
      await exampleWords.nth(1).click();
      await expect(popover(page)).toBeVisible();
      await expect(popover(page)).toContainText(tapped);
      await expect(popover(page)).toContainText(UNAVAILABLE);
      await expect(
        stage(page)
          .getByRole('status')
          .filter({ hasText: `${tapped}: ${UNAVAILABLE}` }),
      ).toBeAttached();
      await page.screenshot({ path: 'test-results/vocabulary-360-translation.png' });
      await expectAccessible(page, 'a word card with its translation bubble');
      await popover(page).getByRole('button', { name: 'Close' }).click();
      await expect(popover(page)).toHaveCount(0);
      await expect(exampleWords.nth(1)).toBeFocused();

      // Keyboard: one tab stop per text, arrows move between words, Enter looks one up, Escape closes.
      await page.keyboard.press('ArrowRight');
      await expect(exampleWords.nth(2)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popover(page)).toContainText((await exampleWords.nth(2).innerText()).trim());
      await page.keyboard.press('Escape');
      await expect(popover(page)).toHaveCount(0);
      await expect(exampleWords.nth(2)).toBeFocused();

      // Next by button, then by swiping, and back by swiping the other way.
      await stage(page).getByRole('button', { name: 'Next card' }).click();
      await expect(card(page)).toHaveAccessibleName(`Card 2 of ${cards.length}`);
      await swipe(page, 'left');
      await expect(card(page)).toHaveAccessibleName(`Card 3 of ${cards.length}`);
      await expect(card(page).locator('.vocab-card__word')).toHaveText(cards[2]!.word);
      await swipe(page, 'right');
      await expect(card(page)).toHaveAccessibleName(`Card 2 of ${cards.length}`);
      await stage(page).getByRole('button', { name: 'I know these words' }).click();
    } else {
      // Every card, to the last one, whose main button starts the questions.
      for (let c = 1; c < cards.length; c++)
        await stage(page).getByRole('button', { name: 'Next card' }).click();
      await expect(stage(page).getByRole('button', { name: 'Next card' })).toBeDisabled();
      await stage(page).getByRole('button', { name: 'Start the questions' }).click();
    }

    const items = stage(page).getByRole('region', { name: 'Questions' });
    await expect(items).toBeFocused();
    await expect(items.locator('.choice-item')).toHaveCount(content.items.length);
    const wrongItem = i === 0 ? content.items.length - 1 : -1;
    const ids = content.items.map((item, k) => choiceFor(item, k !== wrongItem));

    if (i === 0) {
      // Words in a question can be tapped too; the failed lookup does not get in the way.
      const promptWord = items.locator('.choice-item__prompt').first().getByRole('button').first();
      await promptWord.click();
      await expect(popover(page)).toContainText(UNAVAILABLE);
      await page.screenshot({ path: 'test-results/vocabulary-360-question-translation.png' });
      await expectAccessible(page, 'recall items with a translation bubble');
      // A tap anywhere else closes the bubble.
      await stage(page).locator('.vocab__instruction').click();
      await expect(popover(page)).toHaveCount(0);
      // Review the cards and come back: the choices are kept.
      await answerItem(page, 0, content.items[0]!, ids[0]!);
      await stage(page).getByRole('button', { name: 'Review the cards' }).click();
      await expect(popover(page)).toHaveCount(0);
      await expect(card(page)).toBeVisible();
      await stage(page).getByRole('button', { name: 'I know these words' }).click();
      await expect(
        items
          .locator('.choice-item')
          .first()
          .getByRole(content.items[0]!.answers.length > 1 ? 'checkbox' : 'radio', {
            checked: true,
          }),
      ).toHaveCount(ids[0]!.length);
      for (let k = 1; k < content.items.length; k++)
        await answerItem(page, k, content.items[k]!, ids[k]!);
    } else {
      for (let k = 0; k < content.items.length; k++)
        await answerItem(page, k, content.items[k]!, ids[k]!);
    }

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
      const wrong = items.locator('.choice-item').nth(wrongItem);
      await expect(wrong.locator('.choice-item__verdict')).toHaveText(/Not quite/);
      await wrong.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/vocabulary-360-feedback.png' });
      await expectAccessible(page, 'recall feedback');
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
  expect(record.minigame_id).toBe(33);
  expect(record.subject_id).toBe(103);
  expect(record.task_id).toBe(TASK);
  expect(record.answers).toHaveLength(length);
  for (const a of record.answers) {
    const want = sent.get(a.question_id)!;
    expect(a.answer, a.question_id).toEqual(want.answer);
    expect(a.expected_answer, a.question_id).toEqual(want.expected);
    expect(a.is_correct, a.question_id).toBe(want.correct);
  }
  await page.getByRole('heading', { name: 'Task complete' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/vocabulary-360-result.png' });
});

test('offline, a tapped word says translation is not available offline, and the cards go on', async ({
  page,
  context,
}) => {
  const { label, questions } = loadTask();
  await openSandbox(page, FIXTURE);
  await playTask(page, label);
  const { content } = await currentVocabulary(page, questions);
  await context.setOffline(true);
  await card(page).locator('.vocab-card__meaning').getByRole('button').first().click();
  await expect(popover(page)).toContainText(OFFLINE);
  await page.screenshot({ path: 'test-results/vocabulary-360-offline.png' });
  await stage(page).getByRole('button', { name: 'Next card' }).click();
  await expect(popover(page)).toHaveCount(0);
  await expect(card(page).locator('.vocab-card__word')).toHaveText(content.cards[1]!.word);
  await context.setOffline(false);
});
