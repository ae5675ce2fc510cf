/**
 * What the sandbox e2e tests share: opening the sandbox, reading fixtures, answering the question
 * on screen from its JSON, and the accessibility check. Plugin tests (apps/sandbox/e2e/<name>.e2e.ts)
 * use it too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { Course, FinishRecord, McqContent, Question, Task } from '@web-ed/schemas';
import { seriousViolations } from '../../../scripts/axe';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const SANDBOX_URL = '/apps/sandbox/';

export function readFixture<T = Course>(id: string): T {
  return JSON.parse(readFileSync(`${ROOT}content-fixtures/${id}`, 'utf8')) as T;
}

export function findTask(course: Course, taskId: number): { chapterTitle: string; task: Task } {
  for (const chapter of course.chapters) {
    const task = chapter.tasks.find((t) => t.id === taskId);
    if (task) return { chapterTitle: chapter.title, task };
  }
  throw new Error(`no task ${taskId} in ${course.subject_code}`);
}

export async function openSandbox(page: Page, fixture?: string): Promise<void> {
  await page.goto(fixture ? `${SANDBOX_URL}?fixture=${encodeURIComponent(fixture)}` : SANDBOX_URL);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Player sandbox');
  if (fixture)
    await expect(page.getByRole('status').filter({ hasText: /questions? valid/ })).toBeVisible();
}

export const editor = (page: Page) => page.getByRole('textbox', { name: 'Content JSON' });
export const summary = (page: Page) => page.locator('#validation-summary');
export const stage = (page: Page) => page.locator('.player__stage');

export async function playTask(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: `Play ${label}`, exact: true }).click();
  await expect(stage(page)).toBeVisible();
}

/** The id of the question on screen, once its view has loaded. */
export async function currentQuestionId(page: Page): Promise<string> {
  await expect(stage(page).locator('.mcq')).toBeVisible();
  const id = await stage(page).getAttribute('data-question-id');
  if (!id) throw new Error('the player shows no question id');
  return id;
}

/** Option ids to choose for a right or a deliberately wrong answer. */
export function choiceFor(content: McqContent, correct: boolean): string[] {
  if (correct) return [...content.answers];
  const wrong = content.options.map((o) => o.id).filter((id) => !content.answers.includes(id));
  // A wrong answer of the right size: swap one correct option for a wrong one.
  return [...content.answers.slice(1), wrong[0]!];
}

/** Answers the MCQ on screen by tapping options (and Check for choose-all questions). */
export async function answerMcq(page: Page, question: Question, ids: string[]): Promise<void> {
  const content = question.content as unknown as McqContent;
  const multiple = content.answers.length > 1;
  const options = stage(page).getByRole(multiple ? 'checkbox' : 'radio');
  for (const id of ids) {
    await options.nth(content.options.findIndex((o) => o.id === id)).click();
  }
  if (multiple) await stage(page).getByRole('button', { name: 'Check' }).click();
}

export async function readFinishRecord(page: Page): Promise<FinishRecord> {
  const json = page.getByRole('region', { name: 'Finish record JSON' });
  await expect(json).toBeVisible();
  return JSON.parse(await json.innerText()) as FinishRecord;
}

/** No serious or critical axe violations (WCAG 2 A and AA, best practice). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `accessibility of ${what}`).toEqual([]);
}
