/**
 * Brain battle (type 7) in the sandbox at 360 px: a timed round of one-tap items. The page's
 * clock is Playwright's fake clock (installed before the page loads, then paused), so a 60 s
 * round runs out in an instant and the countdown reads exactly what the test expects.
 */
import { expect, test, type Page } from '@playwright/test';
import type { BrainBattleContent, Question } from '@web-ed/schemas';
import {
  expectAccessible,
  findTask,
  openSandbox,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

const FIXTURE = 'brain-battle/en.json';
const SPRINT = 10711; // 15 items, 60 s
const WORDS = 10712; // 12 items, 45 s

function loadTask(taskId: number) {
  const { chapterTitle, task } = findTask(readFixture(FIXTURE), taskId);
  return {
    label: `${chapterTitle} › ${task.title}`,
    questions: new Map(task.questions.map((q) => [q.id, q])),
    length: Math.min(task.question_length ?? 10, task.questions.length),
    seconds: task.time_limit_seconds ?? 60,
  };
}

const timer = (page: Page) => page.getByRole('timer');
/** "0:52" for 52 seconds. */
const clockText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds left, from the countdown's accessible name ("52 seconds left"). */
async function secondsLeft(page: Page): Promise<number> {
  const name = (await timer(page).getAttribute('aria-label')) ?? '';
  const match = /^(\d+) seconds? left$/.exec(name);
  if (!match) throw new Error(`the countdown is named "${name}"`);
  return Number(match[1]);
}
const announcer = (page: Page) => page.locator('.player-announcer');

/** Opens the fixture with a paused fake clock, and presses the task's Play button. */
async function openRound(page: Page, label: string): Promise<void> {
  await page.clock.install();
  await openSandbox(page, FIXTURE);
  await page.getByRole('button', { name: `Play ${label}`, exact: true }).click();
}

/**
 * Freezes page time (a second ahead, so no pending timer is in the past): from here on it moves
 * only with page.clock.runFor.
 */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * axe needs real timers. The page is hidden meanwhile, which pauses the round's clock (the very
 * feature under test), so the countdown is exactly where it was afterwards.
 */
async function expectAccessibleMidRound(page: Page, what: string): Promise<void> {
  await setPageHidden(page, true);
  await page.clock.resume();
  await expectAccessible(page, what);
  await freezeClock(page);
  await setPageHidden(page, false);
}

/** The item on screen, once its view has loaded. */
async function currentItem(page: Page, questions: Map<string, Question>) {
  await expect(stage(page).locator('.brain-battle')).toBeVisible();
  const id = (await stage(page).getAttribute('data-question-id')) ?? '';
  const question = questions.get(id);
  if (!question) throw new Error(`no item ${id} in the fixture`);
  return { id, content: question.content as unknown as BrainBattleContent };
}

/** One tap: the right option, or the first wrong one. Returns the option id tapped. */
async function tap(page: Page, content: BrainBattleContent, right: boolean): Promise<string> {
  const id = right
    ? content.answers[0]!
    : content.options.find((o) => o.id !== content.answers[0])!.id;
  const index = content.options.findIndex((o) => o.id === id);
  await stage(page).locator('.brain-battle__option').nth(index).click();
  return id;
}

/** Makes the page look hidden (another app in front) or visible again, as a phone would. */
async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a timed round at 360 px: one tap answers, no feedback between items, the clock runs out', async ({
  page,
}) => {
  const { label, questions, length, seconds } = loadTask(SPRINT);
  await openRound(page, label);

  // The intro: the clock, the rules, the "No time pressure" switch, and Start.
  await expect(page.getByRole('heading', { name: 'Timed round' })).toBeVisible();
  await expect(
    page.getByText(`Answer as many of the ${length} questions as you can in ${seconds} seconds.`),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'No time pressure' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Start' })).toBeFocused();
  await expect(timer(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/brain-battle-360-intro.png' });
  await expectAccessible(page, 'the timed round intro');

  await expect(page.locator('.player-intro__clock')).toHaveText('1:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await currentItem(page, questions);
  // The clock started with the first item on screen; from now on the test moves time itself.
  await freezeClock(page);
  const start = await secondsLeft(page);
  expect(start).toBeGreaterThan(seconds - 5);
  await expect(timer(page)).toHaveText(clockText(start));
  await expect(timer(page)).toHaveAccessibleName(`${start} seconds left`);

  // Three taps (two right, one wrong) and a skip: the Player goes straight on every time.
  for (let i = 0; i < 4; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const { id, content } = await currentItem(page, questions);
    await page.clock.runFor(2_000);
    if (i < 3) await tap(page, content, i !== 1);
    else await page.getByRole('button', { name: 'Skip' }).click();
    // No verdict, no Next: the next item is already there.
    await expect(stage(page)).not.toHaveAttribute('data-question-id', id);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByText('Correct!')).toHaveCount(0);
  }
  await expect(page.locator('.player-progress__count')).toHaveText(`5 / ${length}`);
  await expect(timer(page)).toHaveText(clockText(start - 8));
  await expect(announcer(page)).toHaveText('');
  await page.screenshot({ path: 'test-results/brain-battle-360-round.png' });
  await expectAccessibleMidRound(page, 'a brain battle item with its countdown');
  await expect(timer(page)).toHaveText(clockText(start - 8));

  // At 10 s left the polite live region speaks once (not every second).
  await page.clock.runFor((start - 8 - 10) * 1000);
  await expect(timer(page)).toHaveText('0:10');
  await expect(announcer(page)).toHaveText('10 seconds left');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(3_000);
  await expect(timer(page)).toHaveText('0:07');
  await expect(announcer(page)).toHaveText('10 seconds left');
  await page.screenshot({ path: 'test-results/brain-battle-360-last-seconds.png' });

  await page.clock.runFor(8_000);
  await expect(page.getByRole('heading', { name: "Time's up!" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Time's up!" })).toBeFocused();
  await expect(announcer(page)).toHaveText("Time's up!");
  // Two right taps, but the round is void (voidIfUnfinished): no points, and the result says why.
  await expect(page.locator('.player-result__points')).toHaveText('0 points');
  await expect(page.locator('.player-result__note')).toHaveText(
    'The round ended before the last question, so it does not count: no points this time.',
  );

  const record = await readFinishRecord(page);
  expect(record).toMatchObject({
    minigame_id: 7,
    task_id: SPRINT,
    is_complete: false,
    points: 0,
    question_length: length,
  });
  expect(record.timestamp_finished - record.timestamp_started).toBeGreaterThanOrEqual(
    seconds * 1000,
  );
  // A round the clock ended is void (the plugin's voidIfUnfinished): no answers are sent.
  expect(record.answers).toEqual([]);
  await expect(page.getByText('An unfinished play of this minigame is void')).toBeVisible();
  await page.getByRole('heading', { name: "Time's up!" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/brain-battle-360-time-up.png' });
  await page.clock.resume();
  await expectAccessible(page, "the time's up result and finish record");
});

test('hiding the tab pauses the countdown, and showing it resumes where it stopped', async ({
  page,
}) => {
  const { label, questions } = loadTask(WORDS);
  await openRound(page, label);
  await page.getByRole('button', { name: 'Start' }).click();
  await currentItem(page, questions);
  await freezeClock(page);
  const start = await secondsLeft(page);
  await page.clock.runFor(5_000);
  await expect(timer(page)).toHaveText(clockText(start - 5));

  await setPageHidden(page, true);
  await page.clock.runFor(30_000);
  await setPageHidden(page, false);
  // The 30 s away cost nothing: the round is still on, with the same time left.
  await expect(timer(page)).toHaveText(clockText(start - 5));
  await expect(stage(page)).toBeVisible();

  await page.clock.runFor(15_000);
  await expect(timer(page)).toHaveText(clockText(start - 20));
  await setPageHidden(page, true);
  await page.clock.runFor(120_000);
  await setPageHidden(page, false);
  await expect(timer(page)).toHaveText(clockText(start - 20));
  await page.clock.runFor((start - 20) * 1000);
  await expect(page.getByRole('heading', { name: "Time's up!" })).toBeVisible();
  expect((await readFinishRecord(page)).is_complete).toBe(false);
});

test('accessibility mode removes the time limit: no timer, and the round completes', async ({
  page,
}) => {
  const { label, questions, length } = loadTask(WORDS);
  await page.clock.install();
  await openSandbox(page, FIXTURE);
  const a11y = page.getByRole('switch', { name: 'Accessibility mode' });
  await a11y.click();
  await expect(a11y).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: `Play ${label}`, exact: true }).click();

  // No intro and no countdown: the round starts at once, with all the time in the world.
  await expect(page.getByRole('heading', { name: 'Timed round' })).toHaveCount(0);
  await currentItem(page, questions);
  await expect(timer(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/brain-battle-360-accessible.png' });
  await expectAccessible(page, 'a brain battle item in accessibility mode');

  const shot = new Set<string>();
  for (let i = 0; i < length; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const { content } = await currentItem(page, questions);
    if (i === 2) await page.clock.runFor(10 * 60_000);
    // How the item's layout copes: 2, 3 or 4 options side by side, or long ones in rows.
    const arrangement = /--(grid|three|rows)\b/.exec(
      (await stage(page).locator('.brain-battle__options').getAttribute('class')) ?? '',
    )?.[1];
    const layout = `${arrangement}-${content.options.length}`;
    if (!shot.has(layout)) {
      shot.add(layout);
      await page.screenshot({ path: `test-results/brain-battle-360-options-${layout}.png` });
    }
    await tap(page, content, true);
  }
  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  await expect(page.locator('.player-result__points')).toHaveText(`${length * 10} points`);
  const record = await readFinishRecord(page);
  expect(record).toMatchObject({
    minigame_id: 7,
    task_id: WORDS,
    is_complete: true,
    points: length * 10,
  });
  expect(record.answers.every((a) => a.is_correct === null && a.timestamp_answered !== null)).toBe(
    true,
  );
  await expect(
    page.getByText(`${length} of ${length} answered, not judged one by one`),
  ).toBeVisible();
});

test('"No time pressure" on the intro plays this round without the clock', async ({ page }) => {
  const { label, questions, length } = loadTask(WORDS);
  await openRound(page, label);
  const relax = page.getByRole('switch', { name: 'No time pressure' });
  await relax.click();
  await expect(relax).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`Answer the ${length} questions at your own pace.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/brain-battle-360-intro-relaxed.png' });
  await page.getByRole('button', { name: 'Start' }).click();
  await currentItem(page, questions);
  await expect(timer(page)).toHaveCount(0);
  await page.clock.runFor(5 * 60_000);
  await expect(stage(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: "Time's up!" })).toHaveCount(0);
});
