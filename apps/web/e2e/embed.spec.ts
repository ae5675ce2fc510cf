/**
 * The partner embed as a student meets it: the demo partner page "Bank Hijau" (apps/embed/demo),
 * served from another origin under a strict Content-Security-Policy, plays ecopower's first
 * chapter (the card deck, then the quiz) inside <web-ed-course>; nothing breaks the policy, the
 * partner's greedy styles and ours stay apart, and the server holds the finish records of the
 * anonymous player. A page whose origin the server does not allow shows a clear refusal.
 */
import type { Server } from 'node:http';
import { expect, type Page } from '@playwright/test';
import type { EcopowerContent, McqContent } from '@web-ed/schemas';
import { serveDemo } from '../../embed/demo/serve';
import { EMBED_DEMO_ORIGIN } from '../playwright.config';
import { courseFixture, test } from './support';

const WEB_ED = 'http://127.0.0.1:8091';
const DEMO_PORT = Number(new URL(EMBED_DEMO_ORIGIN).port);
/** The same demo on a port whose origin is not in EMBED_ORIGINS. */
const STRANGER_PORT = 8098;

const course = courseFixture('ecopower/id.json');
const chapter = course.chapters[0]!;
const [deckTask, quizTask] = chapter.tasks;

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = await Promise.all([serveDemo(DEMO_PORT, WEB_ED), serveDemo(STRANGER_PORT, WEB_ED)]);
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Every CSP violation and console error of the page, from its first script on. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.exposeFunction('reportViolation', (v: string) => problems.push(`csp: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return problems;
}

async function playDeck(page: Page) {
  const content = deckTask!.questions[0]!.content as unknown as EcopowerContent;
  const total = content.cards.length;
  const embed = page.locator('web-ed-course');
  for (const [i, card] of content.cards.entries()) {
    const article = embed.getByRole('article', {
      name: new RegExp(`^Kartu ${i + 1} dari ${total}:`),
    });
    await expect(article).toBeVisible();
    if (card.quiz) {
      const right = card.quiz.options.find((o) => o.id === card.quiz!.answers[0])!;
      await article.getByRole('radio', { name: right.text }).click();
    }
    if (i < total - 1) await embed.getByRole('button', { name: 'Kartu berikutnya' }).click();
  }
  await embed.getByRole('button', { name: 'Selesai' }).click();
  await embed.getByRole('button', { name: 'Lihat hasil' }).click();
}

async function playQuiz(page: Page) {
  const embed = page.locator('web-ed-course');
  const stage = embed.locator('.player__stage');
  const questions = new Map(quizTask!.questions.map((q) => [q.id, q]));
  for (let i = 0; i < 20; i++) {
    const question = questions.get((await stage.getAttribute('data-question-id')) ?? '');
    if (!question) throw new Error('unknown question');
    const content = question.content as unknown as McqContent;
    const multiple = content.answers.length > 1;
    const options = stage.getByRole(multiple ? 'checkbox' : 'radio');
    for (const answer of content.answers)
      await options.nth(content.options.findIndex((o) => o.id === answer)).click();
    if (multiple) await stage.getByRole('button', { name: 'Periksa' }).click();
    const next = embed.getByRole('button', { name: /^(Lanjut|Lihat hasil)$/ });
    const label = (await next.innerText()).trim();
    await next.click();
    if (label === 'Lihat hasil') return;
  }
  throw new Error('the quiz did not end');
}

test('a student plays the embedded ecopower chapter on a partner page with a strict CSP', async ({
  page,
  request,
}) => {
  const problems = await watchProblems(page);
  const response = await page.goto(`${EMBED_DEMO_ORIGIN}/`);
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  const embed = page.locator('web-ed-course');
  await expect(embed.getByRole('heading', { name: 'ecopower: Uang dan Energi' })).toBeVisible();
  await expect(embed.getByText(chapter.title)).toBeVisible();

  // Neither side's styles leak: the partner's pink buttons and serif text stop at the element,
  // and the design tokens stay inside the shadow root.
  await expect(embed.getByRole('button', { name: 'Kartu berikutnya' })).toBeVisible();
  const partnerButton = page.getByRole('button', { name: 'Buka rekening pelajar' });
  await expect(partnerButton).toHaveCSS('background-color', 'rgb(255, 105, 180)');
  await expect(embed.getByRole('button', { name: 'Kartu berikutnya' })).not.toHaveCSS(
    'background-color',
    'rgb(255, 105, 180)',
  );
  await expect(embed.locator('.embed')).not.toHaveCSS('font-family', /Georgia/);
  await expect(embed.locator('.embed')).not.toHaveCSS('text-align', 'center');
  await expect(embed.locator('.embed')).toHaveCSS('letter-spacing', 'normal');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
    ),
  ).toBe('');
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
  await page.screenshot({ path: 'test-results/embed-partner-360.png', fullPage: true });

  await playDeck(page);
  await embed.getByRole('button', { name: 'Aktivitas berikutnya' }).click();
  await playQuiz(page);
  await expect(embed.getByText('Bab selesai!')).toBeVisible();
  await expect(embed.getByText(/^Kamu mendapat \d+ poin\.$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/embed-partner-done-360.png', fullPage: true });

  // The server holds the anonymous player's finish records: both tasks are completed.
  const token = await page.evaluate(() => localStorage.getItem('web-ed:embed:token'));
  expect(token).toBeTruthy();
  const tasks = await request.get(
    `${WEB_ED}/learning-service/api/web-ed/learning/get-tasks?chapter_id=${chapter.id}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(tasks.ok()).toBe(true);
  const body = (await tasks.json()) as { data: { id: number; is_completed: boolean }[] };
  expect(body.data.map((t) => [t.id, t.is_completed])).toEqual([
    [deckTask!.id, true],
    [quizTask!.id, true],
  ]);
  expect(problems).toEqual([]);
});

test('a partner page whose origin is not allowed is refused, in its language', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${STRANGER_PORT}/`);
  const embed = page.locator('web-ed-course');
  await expect(embed.getByRole('alert')).toContainText(
    'Situs web ini tidak diizinkan menampilkan kursus web-ed.',
  );
  await expect(embed.getByRole('heading')).toHaveCount(0);
});
