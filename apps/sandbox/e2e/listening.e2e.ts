/**
 * The listening plugin (type 32) in the sandbox at 360 px: the fixture's Ogg/Opus recordings
 * stream through howler's HTML5 audio, the student types or chooses what they hear, a question
 * without a recording falls back to speech synthesis (which headless Chromium lacks: a clear
 * message), and a recording that will not load falls back to the voice too.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { ListeningContent, Question } from '@web-ed/schemas';
import {
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

const COURSE = 'english-listening';
const FIXTURE = `${COURSE}/en.json`;
const TYPE_TASK = 10511;
const CHOOSE_TASK = 10512;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const NO_VOICE = /This device cannot play this recording or read it aloud/;

function loadTask(taskId: number) {
  const { chapterTitle, task } = findTask(readFixture(FIXTURE), taskId);
  const questions = new Map(task.questions.map((q) => [q.id, q]));
  const length = Math.min(task.question_length ?? 10, task.questions.length);
  return { label: `${chapterTitle} › ${task.title}`, task, questions, length };
}

async function currentListening(
  page: Page,
  questions: Map<string, Question>,
): Promise<ListeningContent & { id: string }> {
  await expect(stage(page).locator('.listening')).toBeVisible();
  const id = (await stage(page).getAttribute('data-question-id')) ?? '';
  const question = questions.get(id);
  if (!question) throw new Error(`no question ${id} in the fixture`);
  return { ...(question.content as unknown as ListeningContent), id };
}

const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface AudioResponse {
  file: string;
  status: number;
  contentType: string;
}

/** Vite's build.assetsInlineLimit: smaller recordings become data: URLs, with no request. */
const INLINE_LIMIT = 4096;

/** Every .ogg response the page gets, as the fixture's file name (without Vite's hash). */
function recordAudio(page: Page): AudioResponse[] {
  const seen: AudioResponse[] = [];
  page.on('response', (r) => {
    const name = fileOf(new URL(r.url()).pathname);
    const match = /^(.+?)(-[\w-]{8})?\.ogg$/.exec(name);
    if (!match) return;
    seen.push({
      file: `${match[1]}.ogg`,
      status: r.status(),
      contentType: r.headers()['content-type'] ?? '',
    });
  });
  return seen;
}

/** Whether the sandbox fetches this fixture recording over the network (else it is inlined). */
const fetched = (audioPath: string) =>
  statSync(`${ROOT}content-fixtures/${COURSE}/${audioPath}`).size >= INLINE_LIMIT;

/** What the test types for a question, and whether the engine should accept it. */
function typedFor(content: ListeningContent & { id: string }): { typed: string; correct: boolean } {
  switch (content.id) {
    case 'lis-1-1-02': // one word: a typo is a different word
      return { typed: 'Thursdy', correct: false };
    case 'lis-1-1-04': // a phrase forgives a small typo
      return { typed: 'the canten is next to the library', correct: true };
    case 'lis-1-1-05': // digits and number words are the same
      return { typed: 'I have two pencils in my bag', correct: true };
    default:
      return { typed: content.answers[0]!, correct: true };
  }
}

test('a student plays each recording and types what they hear, to the end of the task', async ({
  page,
}) => {
  // A whole task with real playback and four axe scans.
  test.setTimeout(90_000);
  const audio = recordAudio(page);
  const { label, questions, length } = loadTask(TYPE_TASK);
  await openSandbox(page, FIXTURE);
  await playTask(page, label);

  const expected = new Map<string, { typed: string | null; correct: boolean }>();
  let shotWrong = false;
  for (let i = 0; i < length; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const content = await currentListening(page, questions);
    const player = stage(page).getByRole('group', { name: 'Recording' });
    await expect(stage(page).getByText('Listen and type what you hear.')).toBeVisible();

    if (!content.audio) {
      // Text only: the device's voice reads it; headless Chromium has none, and says so.
      await expect(player.getByText('Read by your device’s voice')).toBeVisible();
      await player.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(stage(page).getByRole('alert')).toHaveText(NO_VOICE);
      await page.screenshot({ path: 'test-results/listening-360-no-voice.png' });
      await expectAccessible(page, 'a listening question the device cannot read aloud');
      await page.getByRole('button', { name: 'Skip' }).click();
      expected.set(content.id, { typed: null, correct: false });
      continue;
    }

    // The recording streams from the sandbox's copy of the fixture (HTML5 audio, range requests)
    // and howler reports its length.
    const file = fileOf(content.audio);
    if (fetched(content.audio)) {
      await expect
        .poll(() => audio.find((r) => r.file === file), { message: `${file} requested` })
        .toBeTruthy();
      for (const r of audio.filter((a) => a.file === file)) {
        expect(r.status, file).toBeGreaterThanOrEqual(200);
        expect(r.status, file).toBeLessThan(300);
        expect(r.contentType, file).toMatch(/^audio\/ogg/);
      }
    }
    await expect(player.getByText(/^0:00 \/ 0:0[1-9]$/)).toBeVisible();

    if (i === 0) {
      // Slowed down, the recording plays through to its end (the time reads its full length).
      await player.getByRole('button', { name: 'Slower 0.75×' }).click();
      await expect(player.getByRole('button', { name: 'Slower 0.75×' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await player.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
      await page.screenshot({ path: 'test-results/listening-360-playing.png' });
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(player.getByText(/^(0:0[1-9]) \/ \1$/)).toBeVisible();
      await expectAccessible(page, 'a listening question after playing');
    }

    const { typed, correct } = typedFor(content);
    expected.set(content.id, { typed, correct });
    const box = stage(page).getByRole('textbox', { name: 'What did you hear?' });
    await box.fill(typed);
    await box.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: correct ? 'Correct!' : 'Not quite' }),
    ).toBeVisible();
    await expect(stage(page).getByText(`What was said: “${content.text}”`)).toBeVisible();
    if (!correct && !shotWrong) {
      shotWrong = true;
      await page.screenshot({ path: 'test-results/listening-360-typed-wrong.png' });
      await expectAccessible(page, 'feedback on a wrong typed answer');
    }
    await page.getByRole('button', { name: i === length - 1 ? 'See results' : 'Next' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  const record = await readFinishRecord(page);
  expect(record).toMatchObject({
    subject_id: 105,
    minigame_id: 32,
    question_length: length,
    is_complete: true,
  });
  for (const answer of record.answers) {
    const want = expected.get(answer.question_id)!;
    expect(answer.is_skipped, answer.question_id).toBe(want.typed === null);
    if (want.typed !== null) {
      expect(answer.answer, answer.question_id).toEqual([want.typed]);
      expect(answer.is_correct, answer.question_id).toBe(want.correct);
    }
  }
});

test('a student listens and chooses; a wrong choice shows which was right, in words', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const audio = recordAudio(page);
  const { label, questions, length } = loadTask(CHOOSE_TASK);
  await openSandbox(page, FIXTURE);
  await playTask(page, label);
  const wrongAt = 1;

  for (let i = 0; i < length; i++) {
    const content = await currentListening(page, questions);
    const options = stage(page)
      .getByRole('group', { name: 'Listen and choose the right answer.' })
      .getByRole('button');
    await expect(options).toHaveCount(content.options!.length);
    await expect(stage(page).getByText(content.prompt!)).toBeVisible();
    if (fetched(content.audio!)) {
      await expect
        .poll(() => audio.some((r) => r.file === fileOf(content.audio!) && r.status < 300))
        .toBe(true);
    }
    if (i === 0) {
      const player = stage(page).getByRole('group', { name: 'Recording' });
      await expect(player.getByText(/^0:00 \/ 0:0[1-9]$/)).toBeVisible();
      // Pause keeps the place; Replay starts again from the beginning.
      await player.getByRole('button', { name: 'Play', exact: true }).click();
      await player.getByRole('button', { name: 'Pause' }).click();
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await player.getByRole('button', { name: 'Replay' }).click();
      await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
      await page.screenshot({ path: 'test-results/listening-360-choose.png' });
      await expectAccessible(page, 'a listening choice');
    }
    const right = content.options!.find((o) => o.id === content.answers[0])!;
    const pick = i === wrongAt ? content.options!.find((o) => o.id !== right.id)! : right;
    // Exact text: "5 dollars" must not find "15 dollars".
    const option = (text: string) => options.filter({ has: page.getByText(text, { exact: true }) });
    await option(pick.text).click();
    if (i === wrongAt) {
      await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
      await expect(option(pick.text)).toContainText('Your answer');
      await expect(option(right.text)).toContainText('Correct answer');
      await expect(stage(page).getByText(`What was said: “${content.text}”`)).toBeVisible();
      await page.screenshot({ path: 'test-results/listening-360-choose-wrong.png' });
      await expectAccessible(page, 'feedback on a wrong choice');
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
      await expect(option(right.text)).toContainText('Your answer · correct');
    }
    await page.getByRole('button', { name: i === length - 1 ? 'See results' : 'Next' }).click();
  }
  const record = await readFinishRecord(page);
  expect(record.answers.filter((a) => a.is_correct)).toHaveLength(length - 1);
});

test('a recording that will not load falls back to the device’s voice, and says so when there is none', async ({
  page,
}) => {
  await page.route('**/*.ogg', (route) => route.abort('internetdisconnected'));
  const { label, questions } = loadTask(CHOOSE_TASK);
  await openSandbox(page, FIXTURE);
  await playTask(page, label);
  await currentListening(page, questions);
  const player = stage(page).getByRole('group', { name: 'Recording' });
  // Every choice has a transcript, so the voice takes over from the failed file.
  await expect(player.getByText('Read by your device’s voice')).toBeVisible();
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(stage(page).getByRole('alert')).toHaveText(NO_VOICE);
  // The question can still be answered (or skipped).
  await expect(stage(page).getByRole('button').filter({ hasText: /^A/ })).toBeEnabled();
});
