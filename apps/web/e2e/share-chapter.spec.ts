/**
 * Issue 24, chapters shared phone to phone: one student downloads a course and shares a chapter
 * as a file; a friend, offline on another phone (another browser context), opens the file,
 * plays the chapter and syncs later: the play is stored once, re-scored by the server, and the
 * points are the play's. A copy with one byte changed is refused with a clear message, and a
 * chapter with recordings, shared to the installed app from another app, brings them along.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { OFFLINE_READY } from '../playwright.config';
import {
  apiData,
  check,
  courseFixture,
  en,
  onboardNewStudent,
  outboxCount,
  playToTheEnd,
  questionsOf,
  s,
  test,
  tokenOf,
} from './support';

const MATH = 201;
const LISTENING = 105;

test.use(OFFLINE_READY);

async function ready(page: Page, name: string): Promise<void> {
  await onboardNewStudent(page, name);
  // The worker serves the app offline; the server's key is on the device to check files with.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            navigator.serviceWorker.controller !== null &&
            localStorage.getItem('web-ed:pack-key') !== null,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Downloads a course from its page, then shares its first chapter: the file's path. */
async function shareFirstChapter(page: Page, sid: number, course: string, path: string) {
  await page.goto(`/courses/?sid=${sid}`);
  const panel = page.getByRole('region', { name: s(en, 'courses:packTitle') });
  await panel.getByRole('button', { name: /^Download for offline/ }).click();
  await panel.getByRole('link', { name: s(en, 'courses:packShareLink') }).click({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(new RegExp(`/share/\\?sid=${sid}`));
  const chapters = page.getByRole('region', { name: course });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chapters
      .getByRole('button', { name: /^Share / })
      .first()
      .click(),
  ]);
  await download.saveAs(path);
  await expect(page.getByText(/^Saved as web-ed-.+\.webed\./)).toBeVisible();
  return download.suggestedFilename();
}

test('a chapter shared as a file plays offline on a friend’s phone and syncs once', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  await ready(page, `giver${stamp}`);
  const mathFile = testInfo.outputPath('math.webed');
  const name = await shareFirstChapter(page, MATH, 'Math Foundations', mathFile);
  expect(name).toMatch(/^web-ed-Math-Foundations-.+\.webed$/);
  await check(page, 'en-share-send');

  // The friend: another phone, online once (to learn the server's key), then offline.
  const phone = await browser.newContext({
    ...OFFLINE_READY,
    viewport: { width: 360, height: 740 },
  });
  const friend = await phone.newPage();
  await ready(friend, `friend${stamp}`);
  await friend.goto('/share/');
  await expect(friend.getByText(s(en, 'courses:shareReceivedEmpty'))).toBeVisible();
  await phone.setOffline(true);

  // One byte changed: refused, nothing kept.
  const bytes = readFileSync(mathFile);
  const changed = Buffer.from(bytes);
  const at = bytes.length - 10;
  changed[at] = bytes[at]! ^ 0x01;
  const changedFile = testInfo.outputPath('changed.webed');
  writeFileSync(changedFile, changed);
  const picker = friend.getByLabel(s(en, 'courses:shareOpen'));
  await picker.setInputFiles(changedFile);
  await expect(friend.getByRole('alert')).toHaveText(s(en, 'courses:shareChanged'));
  await expect(friend.getByText(s(en, 'courses:shareReceivedEmpty'))).toBeVisible();

  // The real file: checked, kept, and played offline.
  await picker.setInputFiles(mathFile);
  await expect(friend.getByText(/ from Math Foundations is ready to play/)).toBeVisible();
  await check(friend, 'en-share-received');
  await friend.getByRole('link', { name: /^Play / }).click();
  await expect(friend).toHaveURL(new RegExp(`/learn/\\?.*sid=${MATH}.*cid=2011`));
  await playToTheEnd(friend, questionsOf(courseFixture('math-foundations/en.json')));
  await expect(friend).toHaveURL(/\/result\//, { timeout: 20_000 });
  await expect(friend.getByText(s(en, 'result:pendingSync'))).toBeVisible();
  const earned = Number(/\d+/.exec(await friend.getByText(/^\+\d+ points?$/).innerText())![0]);
  expect(earned).toBeGreaterThan(0);
  expect(await outboxCount(friend)).toBe(1);

  // Online again: sent once, re-scored by the server, the points the play's.
  await phone.setOffline(false);
  await friend.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outboxCount(friend), { timeout: 30_000 }).toBe(0);
  const token = await tokenOf(friend);
  const get = <T>(path: string) => apiData<T>(friend, token, path);
  const info = await get<{ points: number }>('/user-service/api/web-ed/user/get-user-info');
  expect(info.points).toBe(earned);
  const tasks = await get<{ is_completed: boolean }[]>(
    '/learning-service/api/web-ed/learning/get-tasks?chapter_id=2011',
  );
  expect(tasks.filter((t) => t.is_completed)).toHaveLength(1);

  // A chapter with recordings: they come in the file and play offline on the friend's phone.
  const listeningFile = testInfo.outputPath('listening.webed');
  await shareFirstChapter(page, LISTENING, 'English Listening Practice', listeningFile);
  // This one comes from a chat app through the share sheet: shared to the installed app, whose
  // worker takes the file (the manifest's share target) and opens the share screen.
  await phone.setOffline(true);
  // As the share sheet does: a form POSTed by navigation, with the file.
  await friend.evaluate(
    (bytes) => {
      const form = Object.assign(document.createElement('form'), {
        method: 'POST',
        action: '/share/receive',
        enctype: 'multipart/form-data',
      });
      const input = Object.assign(document.createElement('input'), {
        type: 'file',
        name: 'chapter',
      });
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], 'from-a-chat.webed'));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    [...readFileSync(listeningFile)],
  );
  await expect(friend).toHaveURL(/\/share\/\?received=1/);
  // Opened with a tap, never by itself: any page could post files there.
  await friend.getByRole('button', { name: s(en, 'courses:shareInboxOpen') }).click();
  await expect(friend.getByText(/ from English Listening Practice is ready/)).toBeVisible();
  const sounds = await friend.evaluate(async () => {
    const found: { status: number; bytes: number }[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('web-ed-pack-shared-105-')) continue;
      for (const r of await (await caches.open(name)).keys()) {
        if (!r.url.includes('/media/content/')) continue;
        const answer = await fetch(r.url);
        found.push({ status: answer.status, bytes: (await answer.arrayBuffer()).byteLength });
      }
    }
    return found;
  });
  expect(sounds.length).toBeGreaterThan(0);
  expect(sounds.every((m) => m.status === 200 && m.bytes > 1000)).toBe(true);
  await expect(friend.getByRole('link', { name: /^Play / })).toHaveCount(2);
  await phone.close();
});
