/**
 * A student stuck on a listening question asks the study buddy from inside the minigame, in
 * Indonesian, against the real server (no model configured: the offline tutor answers): the
 * answer streams in, labelled as the offline tutor, in Indonesian, about that question; a second
 * answer is stopped; a tutor message is translated; the chat is cleared; back at the question the
 * play is where it was. The chat is checked with axe and photographed at 360 px, id and en.
 */
import { expect } from '@playwright/test';
import { check, courseFixture, en, id, onboardNewStudent, questionsOf, s, test } from './support';

/** The Player's own label of the button (packages/player/src/strings.ts). */
const ASK_BUDDY = { en: 'Ask the study buddy', id: 'Tanya teman belajar' };

const listening = courseFixture('english-listening/id.json');
const CHAPTER = listening.chapters[0]!;
const questions = questionsOf(listening);

function deltasIn(body: string): number {
  return body.split('\n').filter((line) => line === 'event: delta').length;
}

test('a student asks the study buddy about a listening question, in Indonesian', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `buddy${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name, id);

  // The listening course's first chapter; the skill check invitation, if it comes: later.
  await page.goto(`/learn/?sid=105&cid=${CHAPTER.id}&source=courses`);
  const stage = page.locator('.player__stage');
  const invitation = page.getByRole('dialog', { name: s(id, 'dialogs:skillCheckTitle') });
  await expect(stage.or(invitation).first()).toBeVisible();
  if (await invitation.isVisible()) {
    await invitation.getByRole('button', { name: s(id, 'dialogs:skillCheckLater') }).click();
  }
  await expect(stage).toBeVisible();
  const qid = (await stage.getAttribute('data-question-id')) ?? '';
  const question = questions.get(qid);
  expect(question, `question ${qid} of the fixture`).toBeDefined();
  const content = question!.content as {
    kind?: string;
    hint?: string;
    explanation?: string;
    answers?: string[];
  };
  // Half an answer typed: it must still be there after the chat.
  const typed = stage.getByRole('textbox');
  const hasTyped = (await typed.count()) > 0;
  if (hasTyped) await typed.first().fill('Libr');

  // Ask the buddy from inside the minigame: a sheet over the Player.
  await page.getByRole('button', { name: ASK_BUDDY.id }).click();
  const sheet = page.getByRole('dialog', { name: s(id, 'chat:title') });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: s(id, 'chat:onboardingTitle') })).toBeVisible();
  await sheet.getByRole('button', { name: s(id, 'chat:onboardingStart') }).click();
  await expect(sheet.getByText(s(id, 'chat:onboardingTitle'))).toHaveCount(0);

  const input = sheet.getByRole('textbox', { name: s(id, 'chat:placeholder') });
  await input.fill('aku nggak ngerti, artinya apa?');
  const answered = page.waitForResponse(
    (r) => r.url().includes('/submit-chat') && r.request().postData()?.includes('nggak') === true,
  );
  await sheet.getByRole('button', { name: s(id, 'chat:send') }).click();
  const response = await answered;
  const body = await response.text();
  // Streamed: server-sent events, the answer in many delta events, then done.
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  expect(deltasIn(body)).toBeGreaterThan(3);
  expect(body).toContain('event: done');
  const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
  expect(sent).toMatchObject({ question_id: qid, subject_id: 105 });

  const answer = sheet.locator('.chat__msg--tutor').last();
  await expect(answer.locator('.chat__tutor')).toHaveText(s(id, 'chat:offlineTutor'));
  const text = (await answer.locator('.chat__text').innerText()).trim();
  // In Indonesian (the offline tutor's own words), and about this very question.
  expect(text).toMatch(
    /petunjuknya|penjelasannya|selangkah|Menurutmu|Baca soalnya|Coret dulu|artinya/,
  );
  const about = [content.hint, content.explanation?.split(/(?<=\.)\s/)[0]].filter(
    (x): x is string => !!x,
  );
  // The end of the hint or explanation (its start may hold the answer, which is blanked out).
  expect(
    about.some((a) => text.includes(a.slice(-25))),
    `"${text}" refers to ${qid}`,
  ).toBe(true);
  // A typed listening answer is a word of the recording: it must not be given away.
  for (const key of content.kind === 'type' ? (content.answers ?? []) : []) {
    expect(text.toLowerCase()).not.toContain(key.replace(/[.!?]+$/, '').toLowerCase());
  }
  await check(page, 'id-chat-buddy');

  // Mute, kept on the device under the buddy's one key.
  await sheet.getByRole('button', { name: s(id, 'chat:mute') }).click();
  await expect(sheet.getByRole('button', { name: s(id, 'chat:mute') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('web_ed_chat_buddy') ?? '{}') as Record<string, unknown>,
  );
  expect(stored).toMatchObject({ muted: true, onboarded: true });

  // Translate the tutor's answer into English.
  await sheet.getByLabel(s(id, 'chat:translateInto')).selectOption('en');
  await answer
    .getByRole('button', { name: s(id, 'chat:translate', { language: 'English' }) })
    .click();
  await expect(answer.locator('.chat__translation')).toContainText(
    /Here is a hint|Here is how it works|one step at a time|What do you think|rule out/,
  );

  // A second answer, stopped. The offline tutor answers within milliseconds, so the request is
  // held back here until the student has stopped it while the buddy is still "typing".
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/submit-chat', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await input.fill('kenapa begitu?');
  await sheet.getByRole('button', { name: s(id, 'chat:send') }).click();
  const stop = sheet.getByRole('button', { name: s(id, 'chat:stop') });
  await expect(stop).toBeVisible();
  await expect(sheet.getByText(s(id, 'chat:thinking'))).toBeVisible();
  await stop.click();
  await expect(stop).toHaveCount(0);
  await expect(sheet.getByText(s(id, 'chat:thinking'))).toHaveCount(0);
  release();
  await page.unroute('**/submit-chat');

  // Clear the chat, after confirming.
  await sheet.getByRole('button', { name: s(id, 'chat:clear') }).click();
  const confirm = sheet.getByRole('alertdialog');
  await expect(confirm).toContainText(s(id, 'chat:clearConfirm'));
  await confirm.getByRole('button', { name: s(id, 'chat:clearYes') }).click();
  await expect(sheet.getByText(s(id, 'chat:empty'))).toBeVisible();

  // Back to the question: the same play, the same question, the answer typed so far.
  await sheet.getByRole('button', { name: s(id, 'chat:backToQuestion') }).click();
  await expect(sheet).toHaveCount(0);
  await expect(stage).toHaveAttribute('data-question-id', qid);
  if (hasTyped) await expect(typed.first()).toHaveValue('Libr');

  // The /chat-buddy/ screen in English.
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`/chat-buddy/?question_id=${qid}&subject_id=105`);
  await expect(page.getByRole('heading', { level: 1, name: s(en, 'chat:title') })).toBeVisible();
  const enInput = page.getByRole('textbox', { name: s(en, 'chat:placeholder') });
  await enInput.fill("I don't understand this question, can you help?");
  await page.getByRole('button', { name: s(en, 'chat:send') }).click();
  const enAnswer = page.locator('.chat__msg--tutor').last();
  await expect(enAnswer.locator('.chat__tutor')).toHaveText(s(en, 'chat:offlineTutor'));
  await expect(page.getByRole('button', { name: s(en, 'chat:send') })).toBeVisible();
  await expect(enAnswer.locator('.chat__text')).toContainText(
    /Here is a hint|Here is how it works|one step at a time|What do you think|rule out|Read the question/,
  );
  await check(page, 'en-chat-buddy');
});
