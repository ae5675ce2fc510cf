/**
 * One student in a browser context of their own, driven through the real UI: local sign-in and
 * onboarding, chapter plays in the Player answering right or wrong at random, the connection
 * dropping and the tab reloading mid-chapter when the chaos says so.
 *
 * Every finish record the app keeps on the device (its IndexedDB outbox `put`, before anything is
 * sent) is reported to `kept`: the list of plays the server must end up holding exactly once.
 */
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { abbreviateNumber } from '@web-ed/engine';
import type { FinishRecord, McqContent } from '@web-ed/schemas';
import { SUBJECT_ID, type PlayedCourse } from './course';
import type { Random } from './random';

export interface PlayChaos {
  random: Random;
  /** Chance of answering a question right. */
  right: number;
  /** Chance, before each answer, that the connection drops (or comes back). */
  toggleOffline: number;
  /** Chance, before each answer after the first, that the tab reloads: the play is abandoned. */
  reload: number;
  /** Called right after "See results" is tapped, while the record is being sent. */
  onSeeResults?: () => void;
}

export type PlayOutcome = 'finished' | 'abandoned';

/** Long enough for a send that meets a hang on every retry and a server restart. */
const RESULT_TIMEOUT_MS = 120_000;
/** Five service workers precaching the app (about 220 files each) on two busy cores. */
const SERVICE_WORKERS_TIMEOUT_MS = 150_000;
const NEXT = /^(Next|See results)$/;

export class Student {
  readonly kept: FinishRecord[] = [];
  /** Uncaught errors of the app's pages: a crash under chaos is a bug. */
  readonly pageErrors: string[] = [];
  offlineToggles = 0;
  reloads = 0;
  /** Taps on a question's "Try again" (its view did not load). */
  questionRetries = 0;
  private offline = false;

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, name: string): Promise<Student> {
    const context = await browser.newContext();
    const student = new Student(name, context, await context.newPage());
    student.page.on('pageerror', (error) => student.pageErrors.push(error.message));
    await context.exposeFunction('chaosKept', (record: FinishRecord) => {
      student.kept.push(record);
    });
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key) {
        if (this.name === 'outbox') {
          (window as unknown as { chaosKept: (r: unknown) => void }).chaosKept(value);
        }
        return put.call(this, value, key);
      };
    });
    return student;
  }

  /** Signs in locally and onboards onto Everyday English, up to /home/ with its service worker. */
  async signUp(): Promise<void> {
    const page = this.page;
    await page.goto('/');
    await page.getByLabel('Name or email').fill(this.name);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.getByLabel('Your name').fill(this.name);
    await page.getByLabel('Country').selectOption('ID');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('radio', { name: 'Avatar 3' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Everyday English' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: "Let's go!" }).click();
    await expect(page).toHaveURL(/\/home\//);
    // A reload while offline must come from the service worker (it precaches the app first). The
    // students sign up together, so this waits for every student's install of the whole app at once.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: SERVICE_WORKERS_TIMEOUT_MS,
      })
      .toBe(true);
  }

  async setOffline(offline: boolean): Promise<void> {
    if (offline === this.offline) return;
    this.offline = offline;
    this.offlineToggles += 1;
    await this.context.setOffline(offline);
  }

  /** Plays chapter `chapterId`'s next task from /learn/, up to its result or a reload. */
  async play(course: PlayedCourse, chapterId: number, chaos: PlayChaos): Promise<PlayOutcome> {
    const page = this.page;
    // A play starts online: the chapter's questions may not be cached yet.
    await this.setOffline(false);
    await page.goto(`/learn/?sid=${SUBJECT_ID}&cid=${chapterId}&source=courses`);
    const stage = page.locator('.player__stage');
    await this.waitForPlayer();
    let previous: string | null = null;
    for (let i = 0; ; i++) {
      if (previous !== null) await expect(stage).not.toHaveAttribute('data-question-id', previous);
      const id = await stage.getAttribute('data-question-id');
      const question = course.questions.get(id ?? '');
      if (!question || i > 30) throw new Error(`unexpected question ${id} at step ${i}`);
      if (i > 0 && chaos.random.chance(chaos.reload)) {
        this.reloads += 1;
        await page.reload();
        return 'abandoned';
      }
      if (chaos.random.chance(chaos.toggleOffline)) await this.setOffline(!this.offline);
      await this.answer(question.content as McqContent, chaos.random.chance(chaos.right), chaos);
      const next = page.getByRole('button', { name: NEXT });
      const last = (await next.innerText()).trim() === 'See results';
      await next.click();
      if (last) {
        chaos.onSeeResults?.();
        await expect(page).toHaveURL(/\/result\//, { timeout: RESULT_TIMEOUT_MS });
        return 'finished';
      }
      previous = id;
    }
  }

  /** The Player, tapping the load error's "Try again" (a request met a fault) meanwhile. */
  private async waitForPlayer(): Promise<void> {
    const stage = this.page.locator('.player__stage');
    const retry = this.page.getByRole('button', { name: 'Try again' });
    const deadline = Date.now() + RESULT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      await expect(stage.or(retry).first()).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      if (await stage.isVisible()) return;
      await retry.click();
    }
    throw new Error(`${this.name}: the Player did not open in ${RESULT_TIMEOUT_MS} ms`);
  }

  /**
   * The question's options, as a student gets them when its view did not load (its code met a
   * fault or the connection was off): online again, "Try again" until it shows.
   */
  private async waitForQuestion(options: Locator): Promise<void> {
    const retry = this.page.locator('.player__stage').getByRole('button', { name: 'Try again' });
    const deadline = Date.now() + RESULT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      await expect(options.first().or(retry)).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      if (await options.first().isVisible()) return;
      this.questionRetries += 1;
      await this.setOffline(false);
      await retry.click();
    }
    throw new Error(`${this.name}: the question did not load in ${RESULT_TIMEOUT_MS} ms`);
  }

  /** Right: the expected options. Wrong: one of them swapped for a wrong one. */
  private async answer(content: McqContent, right: boolean, chaos: PlayChaos): Promise<void> {
    const stage = this.page.locator('.player__stage');
    const multiple = content.answers.length > 1;
    const choice = [...content.answers];
    const wrong = content.options.map((o) => o.id).filter((o) => !choice.includes(o));
    if (!right && wrong.length > 0) {
      choice[chaos.random.int(choice.length)] = wrong[chaos.random.int(wrong.length)] as string;
    }
    const options = stage.getByRole(multiple ? 'checkbox' : 'radio');
    await this.waitForQuestion(options);
    for (const id of choice) {
      await options.nth(content.options.findIndex((o) => o.id === id)).click();
    }
    if (multiple) await stage.getByRole('button', { name: 'Check' }).click();
  }

  /** The "+N points" of the result screen on show. */
  async resultPoints(): Promise<number> {
    const text = await this.page.getByText(/^\+\d+ points$/).innerText();
    return Number(text.replace(/\D/g, ''));
  }

  /** Finish records still waiting on the device. */
  outboxSize(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('web-ed');
          open.onerror = () => reject(new Error('no web-ed database'));
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
  }

  /** The signed-in user, as the app stored it. */
  session(): Promise<{ id: string; token: string }> {
    return this.page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('web_ed_user') ?? '{}') as { id: string; token: string },
    );
  }

  /** /home/ shows `points`, formatted as the app formats them. */
  async expectHomePoints(points: number): Promise<void> {
    await this.page.goto('/home/');
    const tile = this.page.locator('.stat', { hasText: 'Points' }).locator('.stat__value');
    await expect(tile).toHaveText(abbreviateNumber(points));
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
