/**
 * The speaking plugin (type 30) in the sandbox at 360 px: typing where the browser cannot
 * recognise speech, the real headless recogniser refusing the microphone, and a scripted
 * recogniser standing in for a student who speaks (live text, "You said", digits as words).
 */
import { expect, test, type Page } from '@playwright/test';
import type { Question, SpeakingContent } from '@web-ed/schemas';
import {
  editor,
  expectAccessible,
  findTask,
  openSandbox,
  playTask,
  readFinishRecord,
  readFixture,
  stage,
} from './sandbox-page';

const COURSE = 'english-speaking';
const FIXTURE = `${COURSE}/en.json`;
/** "Introducing yourself and your family": 11 sentences, 10 per play, shuffled. */
const TASK = 10411;

/** Numbers in the task's sentences, as a student says them (and many recognisers write them). */
const NUMBER_WORDS: Record<string, string> = {
  '1': 'one',
  '2': 'two',
  '8': 'eight',
  '14': 'fourteen',
  '32': 'thirty-two',
};

/** A sentence as said: lower case, no punctuation, numbers as words. */
function said(text: string): string {
  return text
    .replace(/\d+/g, (n) => {
      const word = NUMBER_WORDS[n];
      if (!word) throw new Error(`add ${n} to NUMBER_WORDS`);
      return word;
    })
    .replace(/[.,!?]/g, '')
    .toLowerCase();
}

function loadTask() {
  const { chapterTitle, task } = findTask(readFixture(FIXTURE), TASK);
  const questions = new Map(task.questions.map((q) => [q.id, q]));
  return { label: `${chapterTitle} › ${task.title}`, task, questions };
}

async function currentSpeaking(
  page: Page,
  questions: Map<string, Question>,
): Promise<SpeakingContent & { id: string }> {
  await expect(stage(page).locator('.speaking')).toBeVisible();
  const id = (await stage(page).getAttribute('data-question-id')) ?? '';
  const question = questions.get(id);
  if (!question) throw new Error(`no question ${id} in the fixture`);
  return { ...(question.content as unknown as SpeakingContent), id };
}

const typeBox = (page: Page) => stage(page).getByRole('textbox', { name: 'Type the sentence' });

test('where the browser cannot recognise speech, a student types every sentence to the end of the task', async ({
  page,
}) => {
  // A whole task, with two axe scans.
  test.setTimeout(90_000);
  // As in Firefox or an old WebView: no recogniser at all.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  const { label, task, questions } = loadTask();
  const length = Math.min(task.question_length ?? 10, task.questions.length);
  const wrongAt = 1;

  await openSandbox(page, FIXTURE);
  await playTask(page, label);

  const expected = new Map<string, { correct: boolean; typed: string }>();
  for (let i = 0; i < length; i++) {
    await expect(page.locator('.player-progress__count')).toHaveText(`${i + 1} / ${length}`);
    const content = await currentSpeaking(page, questions);
    // Said on every question, but not as an alert: it is how this browser is, not news.
    await expect(
      stage(page).getByText(/^This browser cannot recognise speech\. Type the sentence/),
    ).toBeVisible();
    await expect(stage(page).getByRole('alert')).toHaveCount(0);
    await expect(stage(page).getByRole('button', { name: 'Tap and speak' })).toHaveCount(0);
    // Nothing to switch back to without a recogniser.
    await expect(stage(page).getByRole('button', { name: 'Speak instead' })).toHaveCount(0);
    await expect(stage(page).getByText(content.text, { exact: true })).toBeVisible();
    if (i === 0) {
      await page.screenshot({ path: 'test-results/speaking-360-typing.png' });
      await expectAccessible(page, 'a speaking question without speech recognition');
    }

    const correct = i !== wrongAt;
    const typed = correct ? said(content.text) : 'I have a cat.';
    expected.set(content.id, { correct, typed });
    await typeBox(page).fill(typed);
    await stage(page).getByRole('button', { name: 'Check' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: correct ? 'Correct!' : 'Not quite' }),
    ).toBeVisible();
    await expect(typeBox(page)).toHaveAttribute('readonly', '');
    if (!correct) {
      if (content.explanation)
        await expect(stage(page).getByText(content.explanation)).toBeVisible();
      await page.screenshot({ path: 'test-results/speaking-360-wrong.png' });
      await expectAccessible(page, 'feedback on a wrong spoken answer');
    }
    await page.getByRole('button', { name: i === length - 1 ? 'See results' : 'Next' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  const record = await readFinishRecord(page);
  expect(record).toMatchObject({
    subject_id: 104,
    minigame_id: 30,
    question_length: length,
    is_complete: true,
  });
  for (const answer of record.answers) {
    const want = expected.get(answer.question_id)!;
    expect(answer.answer, answer.question_id).toEqual([want.typed]);
    expect(answer.is_correct, answer.question_id).toBe(want.correct);
  }
});

test('when the microphone is refused (headless Chromium), the student is told and can type instead', async ({
  page,
}) => {
  const { label, questions } = loadTask();
  await openSandbox(page, FIXTURE);
  await playTask(page, label);
  const content = await currentSpeaking(page, questions);

  await stage(page).getByRole('button', { name: 'Tap and speak' }).click();
  await expect(stage(page).getByRole('alert')).toHaveText(
    /The microphone is blocked\. Allow microphone access/,
  );
  // Typing opens by itself; the microphone stays one tap away in case access is granted.
  await expect(typeBox(page)).toBeVisible();
  await expect(stage(page).getByRole('button', { name: 'Speak instead' })).toBeVisible();
  await page.screenshot({ path: 'test-results/speaking-360-refused.png' });
  await expectAccessible(page, 'a refused microphone');

  await typeBox(page).fill(said(content.text));
  await typeBox(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
});

/**
 * A stand-in for the browser's recogniser: each start() takes the next script from
 * window.__speech. A script is an error code, or words that are heard live and become final
 * when the test calls window.__speechDone().
 */
function installScriptedRecogniser() {
  type Script = { error: string } | { words: string };
  const w = window as unknown as {
    __speech: Script[];
    __speechDone: () => void;
    SpeechRecognition?: unknown;
    webkitSpeechRecognition?: unknown;
  };
  w.__speech = [];
  w.__speechDone = () => {};
  const result = (transcript: string, isFinal: boolean) =>
    Object.assign([{ transcript }], { isFinal });
  class ScriptedRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      const script = w.__speech.shift() ?? { error: 'no-speech' };
      setTimeout(() => {
        if ('error' in script) {
          this.onerror?.({ error: script.error });
          this.onend?.();
          return;
        }
        const words = script.words.split(' ');
        const half = words.slice(0, Math.ceil(words.length / 2)).join(' ');
        this.onresult?.({ results: [result(half, false)] });
        w.__speechDone = () => {
          this.onresult?.({ results: [result(script.words, true)] });
          this.onend?.();
        };
      }, 50);
    }
    stop() {
      w.__speechDone();
    }
    abort() {
      this.onerror?.({ error: 'aborted' });
      this.onend?.();
    }
  }
  w.SpeechRecognition = ScriptedRecognition;
  w.webkitSpeechRecognition = ScriptedRecognition;
}

test('a student listens to the model, speaks, sees the live transcript and "You said", digits heard as words', async ({
  page,
}) => {
  await page.addInitScript(installScriptedRecogniser);
  const { label, questions } = loadTask();
  await openSandbox(page, FIXTURE);
  await playTask(page, label);
  let content = await currentSpeaking(page, questions);
  // Speak the first question with a recording and a number in it (the order is shuffled).
  while (!(content.audio && /\d/.test(content.text))) {
    await page.getByRole('button', { name: 'Skip' }).click();
    content = await currentSpeaking(page, questions);
  }

  // The model recording plays (headless Chromium has no voice, so "Stop" means the file plays).
  await stage(page).getByRole('button', { name: 'Listen' }).click();
  await expect(stage(page).getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(stage(page).getByText('The example cannot be played')).toHaveCount(0);

  // Silence first: a message, and the microphone is still there to try again.
  await page.evaluate(() =>
    (window as unknown as { __speech: unknown[] }).__speech.push({ error: 'no-speech' }),
  );
  await stage(page).getByRole('button', { name: 'Tap and speak' }).click();
  await expect(stage(page).getByRole('alert')).toHaveText(/We did not hear anything/);
  await expect(typeBox(page)).toHaveCount(0);

  const words = said(content.text);
  await page.evaluate(
    (w) => (window as unknown as { __speech: unknown[] }).__speech.push({ words: w }),
    words,
  );
  await stage(page).getByRole('button', { name: 'Tap and speak' }).click();
  await expect(stage(page).getByRole('button', { name: 'Listening… tap to stop' })).toBeVisible();
  // The microphone must not hear the model: it stopped when the student tapped it.
  await expect(stage(page).getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
  await expect(stage(page).getByText('Hearing:')).toBeVisible();
  await expect(stage(page).getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/speaking-360-listening.png' });
  await expectAccessible(page, 'the microphone while listening');

  await page.evaluate(() => (window as unknown as { __speechDone: () => void }).__speechDone());
  await expect(stage(page).getByText(`You said: “${words}”`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
  await expect(stage(page).getByRole('button', { name: 'Tap and speak' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/speaking-360-said.png' });
  await expectAccessible(page, 'feedback on a spoken answer');
});

test('answer aloud: the question is shown, its answer is neither shown nor heard until the student answers', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  // The fixture's answer-aloud question alone, as a task of one, pasted into the editor.
  const course = readFixture(FIXTURE);
  const { chapterTitle, task } = findTask(course, 10412);
  const hidden = task.questions.find(
    (q) => (q.content as unknown as SpeakingContent).hideSentence,
  )!;
  const content = hidden.content as unknown as SpeakingContent;
  task.questions = [hidden];
  task.question_length = 1;
  await openSandbox(page);
  await editor(page).fill(JSON.stringify(course));
  await expect(page.getByRole('status').filter({ hasText: /questions? valid/ })).toBeVisible();
  await playTask(page, `${chapterTitle} › ${task.title}`);

  await expect(stage(page).getByText(content.prompt!)).toBeVisible();
  await expect(stage(page).getByText('Say your answer to the question.')).toBeVisible();
  await expect(stage(page).getByText(content.text)).toHaveCount(0);
  await expect(stage(page).getByRole('button', { name: 'Listen' })).toHaveCount(0);
  const answerBox = stage(page).getByRole('textbox', { name: 'Type your answer' });
  await answerBox.fill('it has eight legs');
  await stage(page).getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
  // Once answered, the expected sentence is shown (and can be heard) as the right answer.
  await expect(stage(page).getByText('Correct answer')).toBeVisible();
  await expect(stage(page).getByText(content.text, { exact: true })).toBeVisible();
  await expect(stage(page).getByRole('button', { name: 'Listen' })).toBeVisible();
  await expectAccessible(page, 'an answered answer-aloud question');
  await page.getByRole('button', { name: 'See results' }).click();
  const record = await readFinishRecord(page);
  expect(record.answers.map((a) => [a.question_id, a.answer, a.is_correct])).toEqual([
    [hidden.id, ['it has eight legs'], true],
  ]);
});
