/**
 * Issue 10, as a student would: starts an external (partner) course, whose content the server
 * fetched and checked from the stand-in partner origin, reads its core concept and plays its quiz;
 * plays the ecopower course through theory, story, tips, a quiz and the fun activity (a wrong
 * file type, a 6 MB file, then pictures that get compressed until the chances are exhausted);
 * plays a math quiz with LaTeX. Every new screen is checked with axe and photographed at 360 px
 * in English and Indonesian (test-results/web-screens/).
 */
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { check, courseFixture, en, id, playToTheEnd, questionsOf, s, test } from './support';

const ECO = courseFixture('ecopower/en.json');
const MATH = courseFixture('math-foundations/en.json');
const WEATHER = courseFixture('external-origin/web-ed/501/en.json');

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A real PNG photo-like picture (noisy gradient), a few MB: the app must compress it. */
/** How long the device may take to compress a photo before the upload starts. */
const COMPRESSION_MS = 30_000;

function bigPng(width: number, height: number, seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let r = seed;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      r = (r * 1103515245 + 12345) >>> 0;
      const o = row + 1 + x * 3;
      raw[o] = (x + (r & 63)) & 255;
      raw[o + 1] = (y + ((r >> 8) & 63)) & 255;
      raw[o + 2] = (r >> 16) & 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The app's API with the signed-in student's token (what the page itself would send). */
const apiCall = (page: Page, path: string, init: { method?: string; form?: boolean } = {}) =>
  page.evaluate(
    async ({ path, init }) => {
      const session = JSON.parse(localStorage.getItem('web_ed_user') ?? 'null') as {
        token: string;
      };
      const body = init.form ? new FormData() : undefined;
      if (body) {
        body.append('question_id', 'eco-1-1-01');
        body.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'x.png');
      }
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { token: session.token },
        body,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { path, init },
  );

const L = '/learning-service/api/web-ed/learning';

test('a student plays a partner course, the ecopower course with its fun activity, and a math quiz', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const name = `eco${Date.now() % 1_000_000}`;
  await page.goto('/');
  await page.getByLabel(s(en, 'auth:localSignInLabel')).fill(name);
  await page.getByRole('button', { name: s(en, 'auth:signIn'), exact: true }).click();
  await expect(page.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible();
  await page.getByLabel(s(en, 'onboarding:nameLabel')).fill(name);
  await page.getByLabel(s(en, 'onboarding:countryLabel')).selectOption('ID');
  await page.getByRole('radio', { name: s(en, 'onboarding:genderFemale') }).check();
  await page.getByRole('button', { name: s(en, 'common:continue') }).click();
  await page.getByRole('radio', { name: ECO.subject_name }).check();
  await page.getByRole('button', { name: s(en, 'common:continue') }).click();
  await page.getByRole('button', { name: s(en, 'onboarding:start') }).click();
  await expect(page).toHaveURL(/\/home\//);

  // 1. The partner course: the server fetched it from the stand-in origin (retried until up).
  const weather = page.locator('.area-courses > li').filter({ hasText: WEATHER.subject_name });
  await expect(async () => {
    await page.goto('/play/');
    await expect(page.getByRole('heading', { level: 1, name: s(en, 'play:title') })).toBeVisible();
    await expect(weather).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await check(page, 'en-play');
  // Starting an external course goes to its play task list (section 4).
  await weather.getByRole('button', { name: new RegExp(`^${s(en, 'play:start')}`) }).click();
  await expect(page).toHaveURL(/\/play\/task-list\/\?cid=501&chapter_id=5011/);
  const chapter = WEATHER.chapters[0]!;
  await expect(page.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  // The next startable chapter is one tap away (the first has none before it).
  const beside = page.getByRole('navigation', { name: s(en, 'play:chapterNav') });
  await expect(beside.getByRole('link')).toHaveCount(1);
  await expect(beside.getByRole('link')).toHaveAttribute('rel', 'next');
  await expect(beside.getByRole('link')).toContainText(WEATHER.chapters[1]!.title);
  // One way back, the screen's own (to the chapters): the top bar draws none beside it.
  await expect(page.getByLabel(s(en, 'common:back'), { exact: true })).toHaveCount(1);
  await check(page, 'en-play-task-list');
  await page.getByRole('link', { name: new RegExp(s(en, 'play:coreConcept')) }).click();
  await expect(page).toHaveURL(/\/play\/core-concept\/\?cid=501&chapter_id=5011&id=50111/);
  const concept = (chapter as { core_concept?: { title: string } }).core_concept;
  await expect(page.getByRole('heading', { level: 1, name: concept?.title })).toBeVisible();
  await check(page, 'en-play-core-concept');
  await page.getByRole('link', { name: s(en, 'play:toQuiz') }).click();
  await expect(page).toHaveURL(/\/play\/quiz\/\?cid=501&chapter_id=5011&id=50111/);
  await playToTheEnd(page, questionsOf(WEATHER));
  await expect(page).toHaveURL(/\/play\/quiz\/result\//);
  await expect(page.locator('.result__score')).toContainText('6');
  await check(page, 'en-play-quiz-result');
  await page.getByRole('link', { name: s(en, 'result:backToCourse') }).click();
  await expect(page).toHaveURL(/\/play\/task-list\/\?cid=501&chapter_id=5011/);
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '20');

  // 2. Ecopower: entering sets the task refresh flag; theory, story and tips from the course.
  await page.goto('/ecopower/');
  await expect(page.getByRole('heading', { level: 1, name: ECO.subject_name })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('web_ed_ecopower_task_refresh'))).toBe(
    'true',
  );
  await check(page, 'en-ecopower');
  const pages: [string, string, string][] = [
    ['whyItMatters', 'Why a budget matters', 'why-it-matters'],
    ['ourStory', "Sari's running shoes", 'our-story'],
    ['tips', 'Money tips that work', 'tips'],
    ['accessible', 'Needs, wants and saving first', 'accessible'],
  ];
  for (const [key, card, shot] of pages) {
    await page.goto('/ecopower/');
    await page.getByRole('link', { name: s(en, `ecopower:${key}`), exact: true }).click();
    await expect(page).toHaveURL(/\?id=301&chapter_id=3011/);
    await expect(page.getByRole('heading', { level: 2, name: card }).first()).toBeVisible();
    await check(page, `en-ecopower-${shot}`);
  }
  await page.getByRole('link', { name: s(en, 'ecopower:bridge') }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: s(en, 'ecopower:bridgeTitle', { chapter: ECO.chapters[0]!.title }),
    }),
  ).toBeVisible();
  await check(page, 'en-ecopower-bridge');
  await page.goto('/ecopower/chapters/301/');
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'ecopower:chapters') }),
  ).toBeVisible();
  await check(page, 'en-ecopower-chapters');
  await page
    .getByRole('link', { name: new RegExp(s(en, 'play:openChapter')) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ecopower\/task-list\/301\/3011\//);
  await expect(page.getByRole('heading', { level: 1, name: ECO.chapters[0]!.title })).toBeVisible();
  // The task list read the flag and cleared it.
  expect(await page.evaluate(() => sessionStorage.getItem('web_ed_ecopower_task_refresh'))).toBe(
    null,
  );
  await expect(page.getByLabel(s(en, 'common:back'), { exact: true })).toHaveCount(1);
  await check(page, 'en-ecopower-task-list');
  // The chapter quiz (task 30112), played through the Player.
  const quizTask = ECO.chapters[0]!.tasks[1]!;
  await page
    .locator('.task-list__item')
    .filter({ hasText: quizTask.title })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/ecopower\/quiz\/301\/3011\/\?task=30112/);
  await playToTheEnd(page, questionsOf(ECO));
  await expect(page).toHaveURL(/\/result\//);
  await expect(page.locator('.result__score')).toContainText('10');

  // The fun activity: 2 chances, counted on the server.
  await page.goto('/ecopower/fun-activities/?id=301&chapter_id=3011');
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'ecopower:funActivities') }),
  ).toBeVisible();
  await expect(page.getByText('2 upload chances')).toBeVisible();
  await check(page, 'en-ecopower-fun-activities');
  const picker = page.locator('input[type=file]');
  const alert = page.locator('.eco-upload__status--error[role=alert]');
  // A wrong file type: refused on the device, no chance used.
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my week'),
  });
  await expect(alert).toContainText("can't be uploaded");
  // A 6 MB document: over the 5 MB cap.
  await picker.setInputFiles({
    name: 'spending.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 32)]),
  });
  await expect(alert).toContainText('bigger than 5 MB');
  await check(page, 'en-ecopower-fun-activities-refused');
  // A big photo: compressed on the device (≤ 1 MB, ≤ 1024 px), then handed in.
  const photo = bigPng(1800, 1400, 7);
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
  await picker.setInputFiles({ name: 'receipts.png', mimeType: 'image/png', buffer: photo });
  // Re-encoding a 2.5 MB photo of noise takes seconds of CPU on a busy machine: wait for it.
  await expect(page).toHaveURL(
    /\/ecopower\/fun-activities\/success\/\?id=301&chapter_id=3011&left=1/,
    { timeout: COMPRESSION_MS },
  );
  await expect(
    page.getByRole('heading', { level: 1, name: s(en, 'ecopower:uploadedTitle') }),
  ).toBeVisible();
  await check(page, 'en-ecopower-fun-success');
  const mine = await apiCall(page, `${L}/get-task-upload?question_id=eco-1-1-01`);
  const uploads = (mine.body.data as { uploads: { bytes: number; type: string }[] }).uploads;
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.bytes).toBeLessThanOrEqual(1024 * 1024);
  expect(uploads[0]!.bytes).toBeLessThan(photo.length);
  // The second (last) chance.
  await page.getByRole('link', { name: s(en, 'ecopower:uploadAnother') }).click();
  await expect(page.getByText('1 chance left')).toBeVisible();
  await picker.setInputFiles({
    name: 'week2.png',
    mimeType: 'image/png',
    buffer: bigPng(1200, 900, 9),
  });
  await expect(page).toHaveURL(/\/ecopower\/fun-activities\/success\/.*left=0/, {
    timeout: COMPRESSION_MS,
  });
  await expect(page.getByRole('link', { name: s(en, 'ecopower:uploadAnother') })).toHaveCount(0);
  // The third try is refused as exhausted: by the page, and by the server.
  await page.goto('/ecopower/fun-activities/?id=301&chapter_id=3011');
  await expect(page.getByText('No upload chances left')).toBeVisible();
  await expect(picker).toBeDisabled();
  const third = await apiCall(page, `${L}/task-upload`, { method: 'POST', form: true });
  expect(third.status).toBe(409);
  expect(third.body.error).toBe('upload_exhausted');
  await page.goto('/ecopower/fun-activities/error/?id=301&chapter_id=3011');
  await expect(page.getByRole('alert')).toHaveText(s(en, 'ecopower:uploadFailed'));
  await check(page, 'en-ecopower-fun-error');

  // 3. Math: the core concept with LaTeX, then a quiz whose questions are LaTeX.
  await page.goto('/math/');
  await expect(page.getByRole('heading', { level: 1, name: s(en, 'math:title') })).toBeVisible();
  await check(page, 'en-math');
  await page
    .getByRole('link', {
      name: new RegExp(`${s(en, 'play:openChapter')}\\s*:\\s*${MATH.chapters[0]!.title}`),
    })
    .click();
  await expect(page).toHaveURL(/\/math\/task-list\/\?cid=201&chapter_id=2011/);
  await check(page, 'en-math-task-list');
  await page.getByRole('link', { name: new RegExp(s(en, 'play:coreConcept')) }).click();
  await expect(page).toHaveURL(/\/math\/core-concept\/\?cid=201&chapter_id=2011&id=20111/);
  await expect(page.locator('.core-concept .katex').first()).toBeVisible();
  await check(page, 'en-math-core-concept');
  await page.getByRole('link', { name: s(en, 'play:toQuiz') }).click();
  await expect(page).toHaveURL(/\/math\/quiz\/\?cid=201&chapter_id=2011&id=20111/);
  await expect(page.locator('.player__stage .katex').first()).toBeVisible();
  await check(page, 'en-math-quiz');
  await playToTheEnd(page, questionsOf(MATH));
  await expect(page).toHaveURL(/\/math\/quiz\/result\//);
  await check(page, 'en-math-quiz-result');
  // Typed answers, judged by value: 0.75 for 3/4, 6 + 2x for 2x + 6, a factored x² − 1.
  await page.goto('/math/quiz/?cid=201&chapter_id=2012&id=20123');
  const typed = ['5', '0.75', '9', '6 + 2x', '(x+1)(x-1)'];
  for (const [i, answer] of typed.entries()) {
    await expect(page.locator('.player__stage .katex').first()).toBeVisible();
    await page.getByLabel('Your answer').fill(answer);
    if (i === 1) await check(page, 'en-math-typed-answer');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('.math-answer__verdict--right')).toHaveText('Correct!');
    await page.getByRole('button', { name: /^(Next|See results)$/ }).click();
  }
  await expect(page).toHaveURL(/\/math\/quiz\/result\//);
  await expect(page.locator('.result__score')).toContainText('5');

  // 4. The same screens in Indonesian.
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await page.getByRole('button', { name: s(id, 'common:done') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const tour: [string, string, string][] = [
    ['/ecopower/', 'ecopower', 'ecopower: Uang dan Energi'],
    [
      '/ecopower/why-it-matters/?id=301&chapter_id=3011',
      'ecopower-why-it-matters',
      s(id, 'ecopower:whyItMatters'),
    ],
    [
      '/ecopower/our-story/?id=301&chapter_id=3011',
      'ecopower-our-story',
      s(id, 'ecopower:ourStory'),
    ],
    ['/ecopower/tips/?id=301&chapter_id=3011', 'ecopower-tips', s(id, 'ecopower:tips')],
    [
      '/ecopower/accessible/?id=301&chapter_id=3011',
      'ecopower-accessible',
      s(id, 'ecopower:accessible'),
    ],
    [
      '/ecopower/fun-activities/?id=301&chapter_id=3011',
      'ecopower-fun-activities',
      s(id, 'ecopower:funActivities'),
    ],
    [
      '/ecopower/fun-activities/error/?id=301&chapter_id=3011',
      'ecopower-fun-error',
      s(id, 'ecopower:uploadErrorTitle'),
    ],
    ['/ecopower/task-list/301/3011/', 'ecopower-task-list', 'Menabung dan mengatur anggaran'],
    ['/math/', 'math', s(id, 'math:title')],
    [
      '/math/core-concept/?cid=201&chapter_id=2011&id=20111',
      'math-core-concept',
      'Pecahan: bagian dari keseluruhan',
    ],
    ['/play/', 'play', s(id, 'play:title')],
    ['/play/chapters/?cid=501', 'play-chapters', 'Lab Cuaca (kursus mitra)'],
    ['/play/task-list/?cid=501&chapter_id=5011', 'play-task-list', 'Apa yang membuat cuaca'],
  ];
  for (const [path, shot, heading] of tour) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(page, `id-${shot}`);
  }
  // Section 8's texts in Indonesian.
  await page.goto('/ecopower/fun-activities/error/?id=301&chapter_id=3011');
  await expect(page.getByRole('alert')).toHaveText('File gagal diunggah silahkan coba kembali');
  await page.goto('/ecopower/fun-activities/error/?id=301&chapter_id=3011&reason=offline');
  await expect(page.getByRole('alert')).toHaveText(
    'Tidak ada koneksi internet silahkan periksa koneksi internetmu',
  );
  await expect(page.getByRole('link', { name: s(id, 'ecopower:retry') })).toBeVisible();
});
