/**
 * video_mcq (type 34) in the sandbox at 360 px: the student plays the water-cycle video, seeks past
 * two checkpoints (both are still asked, in order), plays to the end for the last one, and sees
 * per-checkpoint results and the finish record with one option id per checkpoint.
 */
import { expect, test, type Page } from '@playwright/test';
import type { VideoMcqContent } from '@web-ed/schemas';
import {
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

// Real playback of a 30 s video, with an axe run at each step: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

const COURSE = 'science-videos';
const TASK = 10611;

const video = (page: Page) => stage(page).locator('video');
const videoState = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    ended: v.ended,
  }));
const option = (page: Page, text: string) => stage(page).getByRole('radio', { name: text });

test('seeking past checkpoints does not skip them; every question is asked before the one answer', async ({
  page,
}) => {
  const { chapterTitle, task } = findTask(readFixture(`${COURSE}/en.json`), TASK);
  const question = task.questions[0]!;
  const content = question.content as unknown as VideoMcqContent;
  const [first, second, last] = content.checkpoints;
  const textOf = (c: typeof first, id: string) => c!.options.find((o) => o.id === id)!.text;
  const wrongOf = (c: typeof first) => c!.options.find((o) => o.id !== c!.answers[0])!.id;
  expect(first!.at).toBeLessThan(20);
  expect(second!.at).toBeLessThan(20);
  expect(last!.at).toBe('end');

  await openSandbox(page, `${COURSE}/en.json`);
  await playTask(page, `${chapterTitle} › ${task.title}`);
  await expect(stage(page).getByText('The video stops 3 times for a question.')).toBeVisible();
  const seek = stage(page).getByRole('slider', { name: 'Video position' });
  await expect(seek).toBeEnabled(); // metadata loaded: the real video is served and decodes
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
    /water-cycle\.en.*\.webm$/,
  );
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(30, 0);
  const play = stage(page).getByRole('button', { name: 'Play', exact: true });
  await stage(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/video-mcq-360-start.png' });
  await expectAccessible(page, 'the video before playing');

  await play.click();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.5);
  await expect(stage(page).getByRole('button', { name: 'Pause' })).toBeVisible();

  // Seek past the first two checkpoints: the first one is asked at once and holds the video.
  await seek.fill('20');
  const heading = stage(page).getByRole('heading', { name: /^Question 1 of 3/ });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(stage(page).getByText(first!.prompt)).toBeVisible();
  expect((await videoState(page)).paused).toBe(true);
  await expect(play).toBeDisabled();
  await page.screenshot({ path: 'test-results/video-mcq-360-checkpoint.png' });
  await expectAccessible(page, 'a checkpoint question');

  await option(page, textOf(first, first!.answers[0]!)).click();
  // The second checkpoint was passed too: it is asked next, before the video goes on.
  await expect(stage(page).getByRole('heading', { name: /^Question 2 of 3/ })).toBeVisible();
  expect((await videoState(page)).paused).toBe(true);
  await option(page, textOf(second, wrongOf(second))).click();

  // Both answered: the video plays on, and the last question waits for the end.
  await expect(
    stage(page).getByRole('status').filter({ hasText: 'Answer saved. The video goes on.' }),
  ).toBeVisible();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await seek.fill('28');
  await expect(stage(page).getByRole('heading', { name: /^Question 3 of 3/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(stage(page).getByText('The video has ended.')).toBeVisible();
  expect((await videoState(page)).ended).toBe(true);
  await option(page, textOf(last, last!.answers[0]!)).click();

  // One answer for the whole video: two of three right, with each checkpoint marked in words.
  await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
  const results = stage(page).getByRole('region', { name: 'Your answers' });
  await expect(results.getByRole('radio', { name: /Your answer · correct$/ })).toHaveCount(2);
  await expect(results.getByRole('radio', { name: /Your answer$/ })).toHaveCount(1);
  await expect(results.getByRole('radio', { name: /Correct answer$/ })).toHaveCount(1);
  await expect(results.getByText(second!.explanation!)).toBeVisible();
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/video-mcq-360-results.png', fullPage: true });
  await expectAccessible(page, 'the results');

  await page.getByRole('button', { name: 'See results' }).click();
  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  const record = await readFinishRecord(page);
  expect(record).toMatchObject({ minigame_id: 34, task_id: TASK, is_complete: true, points: 6 });
  expect(record.answers).toEqual([
    expect.objectContaining({
      question_id: question.id,
      answer: [first!.answers[0], wrongOf(second), last!.answers[0]],
      expected_answer: [first!.answers[0], second!.answers[0], last!.answers[0]],
      is_correct: false,
    }),
  ]);
  await expect(page.getByRole('list', { name: /Events/ }).getByText('answered')).toHaveCount(1);
});

test('a video that cannot load still lets the student answer every question, with the transcript open', async ({
  page,
}) => {
  const { chapterTitle, task } = findTask(readFixture(`${COURSE}/id.json`), TASK);
  const content = task.questions[0]!.content as unknown as VideoMcqContent;
  await page.route(/water-cycle\.id[^/]*\.webm$/, (route) => route.abort('internetdisconnected'));
  await openSandbox(page, `${COURSE}/id.json`);
  await playTask(page, `${chapterTitle} › ${task.title}`);

  await expect(stage(page).getByRole('alert')).toHaveText(
    'Video tidak bisa diputar. Baca transkripnya lalu jawab soalnya.',
  );
  await expect(stage(page).locator('details[open]')).toContainText(
    content.transcript!.split('\n')[0]!,
  );
  for (const [i, checkpoint] of content.checkpoints.entries()) {
    await expect(
      stage(page).getByRole('heading', { name: new RegExp(`^Soal ${i + 1} dari 3`) }),
    ).toBeVisible();
    await option(
      page,
      checkpoint.options.find((o) => o.id === checkpoint.answers[0])!.text,
    ).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Benar!' })).toBeVisible();
  await page.screenshot({ path: 'test-results/video-mcq-360-failed-id.png', fullPage: true });
  await expectAccessible(page, 'the video that failed to load');
});
