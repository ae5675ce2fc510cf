/**
 * Issue 23: an author imports H5P and QTI files in the sandbox at 360 px. Every one of our import
 * fixtures (content-fixtures/imports) converts, its report names the places in the source, and
 * the course validates in the editor; a converted QTI package (with an image) plays to the end,
 * and the same file imported on the server by the admin command re-scores that play to the
 * points the player showed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { IMPORT_FIXTURES, importSources, zipFolder } from '@web-ed/importers/testing';
import type { Course, McqContent } from '@web-ed/schemas';
import { OPS_DATABASE_URL, OPS_PORT } from '../../web/playwright.config';
import {
  answerMcq,
  choiceFor,
  currentQuestionId,
  editor,
  expectAccessible,
  openSandbox,
  playTask,
  readFinishRecord,
  summary,
} from './sandbox-page';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OPS = `http://127.0.0.1:${OPS_PORT}`;

interface Source {
  name: string;
  bytes: Buffer;
}

const status = (page: Page) => page.locator('.sandbox-view:not([hidden]) [role="status"]').first();

async function importFile(page: Page, source: Source): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sandbox' })
    .getByRole('link', { name: 'Import' })
    .click();
  await page.getByLabel('Choose a file').setInputFiles({
    name: source.name,
    mimeType: 'application/octet-stream',
    buffer: source.bytes,
  });
  await expect(status(page)).toContainText(`${source.name}:`);
}

test('each of our H5P and QTI fixtures imports: a report with source places, a course that validates and plays', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSandbox(page);
  let reported = 0;
  for (const { name, bytes } of importSources()) {
    const source = { name, bytes: Buffer.from(bytes) };
    await importFile(page, source);
    const report = page.getByRole('list', { name: 'Import report' });
    if (await report.isVisible()) {
      reported++;
      // Each entry names where in the source it is (a file, and a JSON pointer or element path).
      for (const path of await report.locator('code').allInnerTexts())
        expect(path, source.name).toMatch(/^[\w./-]+(#\/\S*)?$/);
    }
    const open = page.getByRole('button', { name: 'Open in the editor and play' });
    if ((await open.count()) === 0) continue;
    const converted = Number(/(\d+) questions? converted/.exec(await status(page).innerText())![1]);
    await open.click();
    await expect(summary(page), source.name).toContainText(
      `${converted} question${converted === 1 ? '' : 's'} valid, 0 invalid. No errors.`,
    );
    // Its first task plays: the first question's minigame view shows it.
    const course = JSON.parse(await editor(page).inputValue()) as Course;
    const task = course.chapters[0]!.tasks[0]!;
    await playTask(page, `${course.chapters[0]!.title} › ${task.title}`);
    await expect(page.locator('.player__stage[data-question-id]'), source.name).toBeVisible();
    const shown = await page.locator('.player__stage').getAttribute('data-question-id');
    expect(
      task.questions.map((q) => q.id),
      source.name,
    ).toContain(shown);
  }
  expect(reported, 'fixtures whose report says something').toBeGreaterThan(0);
});

test('an imported QTI package plays to the end, and the server re-scores the play to the same points', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const courseId = 9901;
  const source: Source = {
    name: 'electricity.zip',
    bytes: Buffer.from(zipFolder(join(IMPORT_FIXTURES, 'qti/package'))),
  };
  await openSandbox(page);
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('Course id').fill(String(courseId));
  await importFile(page, source);
  await expect(status(page)).toHaveText(
    'electricity.zip: 2 questions converted; 0 errors, 0 warnings.',
  );
  await expect(page.getByText('Everything was converted.')).toBeVisible();
  await expectAccessible(page, 'the import view with a converted package');
  await page.getByRole('button', { name: 'Open in the editor and play' }).click();
  await expect(summary(page)).toContainText('2 questions valid, 0 invalid. No errors.');
  const course = JSON.parse(await editor(page).inputValue()) as Course;
  const task = course.chapters[0]!.tasks[0]!;
  await playTask(page, `${course.chapters[0]!.title} › ${task.title}`);

  // The first question's image comes out of the package.
  const image = page.locator('.player__stage img').first();
  await expect(image).toHaveAttribute('src', /^blob:/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const byId = new Map(task.questions.map((q) => [q.id, q]));
  for (let i = 0; i < task.questions.length; i++) {
    const question = byId.get(await currentQuestionId(page))!;
    // The first right, the second wrong: the points are neither 0 nor full.
    await answerMcq(page, question as never, choiceFor(question.content as McqContent, i === 0));
    const last = i === task.questions.length - 1;
    await page.getByRole('button', { name: last ? 'See results' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Task complete' })).toBeVisible();
  const shown = Number(
    /(\d+) points?/.exec(await page.locator('.player-result__points').innerText())![1],
  );
  const record = await readFinishRecord(page);
  expect(record).toMatchObject({ subject_id: courseId, task_id: task.id, points: shown });

  // The same file, imported and published on the server (PostgreSQL, beside the running server).
  const file = join(mkdtempSync(join(tmpdir(), 'web-ed-import-')), source.name);
  writeFileSync(file, source.bytes);
  const published = execFileSync(
    'npx',
    ['tsx', 'apps/server/src/admin/cli.ts', 'import', file, '--course-id', String(courseId)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: OPS_DATABASE_URL, CONTENT_DIR: join(file, '..') },
      encoding: 'utf8',
    },
  );
  expect(published).toContain(`"Electricity basics": 2 questions, 1 media file`);
  const signIn = await request.post(`${OPS}/user-service/api/web-ed/auth/local-sign-in`, {
    data: { identity: `importer${Date.now() % 1_000_000}@example.com` },
  });
  const { token, id } = ((await signIn.json()) as { data: { token: string; id: string } }).data;
  const finish = await request.post(`${OPS}/learning-service/api/web-ed/learning/minigame-finish`, {
    headers: { authorization: `Bearer ${token}` },
    data: { records: [{ ...record, identifier: id }] },
  });
  expect(finish.status()).toBe(200);
  const result = ((await finish.json()) as { results: { status: string; points: number }[] })
    .results[0]!;
  expect(result).toMatchObject({ status: 'accepted', points: shown });
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(20);
});
