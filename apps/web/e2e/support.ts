/**
 * What every student-app e2e spec needs: the app's strings in a language (read from the locale
 * files, so a test finds what a student reads), axe plus a 360 px screenshot of a screen, and
 * answering an MCQ task right from its fixture.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import type { Course, McqContent } from '@web-ed/schemas';
import { seriousViolations } from '../../../scripts/axe';
import { onboard, signedInCookies, signIn } from '../../../bench/web/server';
import { STUDENT_USE } from '../playwright.config';

/**
 * Playwright's test, plus a check after every test: the page met no refusal of the server's
 * Content-Security-Policy (an inline script, an eval, a load from an origin it does not allow).
 */
export const test = base.extend<{ cspClean: void }>({
  cspClean: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
          refused.push(m.text());
      });
      await use();
      expect(refused, 'Content-Security-Policy refusals').toEqual([]);
    },
    { auto: true },
  ],
});

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SHOTS = `${ROOT}test-results/web-screens`;

/** Namespace → key → text. */
export type Strings = Record<string, Record<string, string>>;

/** The language each `locale()` result is in, for its plural rules. */
const LANGS = new WeakMap<Strings, string>();

/** Every namespace of a language. */
export function locale(lang: string): Strings {
  const dir = `${ROOT}packages/i18n/locales/${lang}/`;
  const out: Strings = {};
  LANGS.set(out, lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(dir + file, 'utf8')) as Record<
      string,
      string
    >;
  }
  return out;
}

export const en = locale('en');
/** Everyday English (content-fixtures/english-everyday), the course new students pick. */
const EVERYDAY_ENGLISH = 101;
export const id = locale('id');

/**
 * The text of `namespace:key`, with `{{name}}` placeholders filled. A plural key (`key_one`,
 * `key_other`…) takes the form i18next picks, by the language's Intl.PluralRules, for `count`, or
 * else for the one numeric variable (as the app passes `count` next to it).
 */
export function s(l: Strings, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, k] = key.split(':') as [string, string];
  let text = l[ns]?.[k] ?? plural(l, ns, k, vars) ?? key;
  for (const [name, value] of Object.entries(vars))
    text = text.replace(`{{${name}}}`, String(value));
  return text;
}

function plural(
  l: Strings,
  ns: string,
  k: string,
  vars: Record<string, string | number>,
): string | undefined {
  const forms = l[ns];
  if (forms?.[`${k}_other`] === undefined) return undefined;
  const numeric = Object.values(vars).filter((v) => v !== '' && !Number.isNaN(Number(v)));
  const count = vars['count'] ?? (numeric.length === 1 ? numeric[0] : undefined);
  if (count === undefined) throw new Error(`s(): ${ns}:${k} is plural; pass count`);
  const category = new Intl.PluralRules(LANGS.get(l) ?? 'en').select(Number(count));
  return forms[`${k}_${category}`] ?? forms[`${k}_other`];
}

/** No serious or critical axe violation (WCAG 2 A/AA and best practice). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `accessibility of ${what}`).toEqual([]);
}

/** axe, then a full-page 360 px screenshot into test-results/web-screens/. */
export async function check(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The same once the loading skeleton is gone. */
export async function checkLoaded(page: Page, name: string): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await check(page, name);
}

export type Question = Course['chapters'][number]['tasks'][number]['questions'][number];

/**
 * Holds the page's requests for `url` at the network until `release()`; from then on they pass.
 * `asked` counts them.
 */
export async function holdRequests(
  page: Page,
  url: RegExp,
): Promise<{ readonly asked: number; release(): void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(url, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return {
    get asked() {
      return asked;
    },
    release,
  };
}

export function courseFixture(path: string): Course {
  return JSON.parse(readFileSync(`${ROOT}content-fixtures/${path}`, 'utf8')) as Course;
}

/** Every question of the courses, by id. */
export function questionsOf(...courses: Course[]): Map<string, Question> {
  return new Map(
    courses.flatMap((c) =>
      c.chapters.flatMap((ch) => ch.tasks.flatMap((t) => t.questions)).map((q) => [q.id, q]),
    ),
  );
}

const BUTTONS = new Map<string, { check: string; next: RegExp; finish: string }>();

/** The Player's and the MCQ plugin's button names in a language, from their locale files. */
function buttons(lang: string) {
  const known = BUTTONS.get(lang);
  if (known) return known;
  const read = (path: string) =>
    JSON.parse(readFileSync(`${ROOT}${path}/locales/${lang}.json`, 'utf8')) as Record<
      string,
      string
    >;
  const player = read('packages/player/src');
  const mcq = read('plugins/mcq');
  const labels = {
    check: mcq['check']!,
    next: new RegExp(`^(${player['next']}|${player['seeResults']})$`),
    finish: player['seeResults']!,
  };
  BUTTONS.set(lang, labels);
  return labels;
}

/** Answers the MCQ on screen, right or wrong, and goes on; returns its id and the answer given. */
export async function answerMcq(
  page: Page,
  questions: Map<string, Question>,
  right: boolean,
  lang = 'en',
): Promise<{ id: string; answer: string[] }> {
  const labels = buttons(lang);
  const stage = page.locator('.player__stage');
  await expect(stage).toBeVisible();
  const id = (await stage.getAttribute('data-question-id')) ?? '';
  const content = questions.get(id)!.content as unknown as McqContent;
  const multiple = content.answers.length > 1;
  const options = stage.getByRole(multiple ? 'checkbox' : 'radio');
  // Wrong: one expected option swapped for another (a choose-all question still gets its count).
  const wrong = content.options.find((o) => !content.answers.includes(o.id))!.id;
  const choice = right ? content.answers : [wrong, ...content.answers.slice(1)];
  for (const answer of choice) {
    await options.nth(content.options.findIndex((o) => o.id === answer)).click();
  }
  if (multiple) await stage.getByRole('button', { name: labels.check }).click();
  await page.getByRole('button', { name: labels.next }).click();
  await expect(stage).not.toHaveAttribute('data-question-id', id);
  return { id, answer: [...choice].sort() };
}

/**
 * Answers every MCQ question of the task on screen right, up to its result; `beforeFinish` runs
 * just before the last tap (to go offline as the play is sent, say).
 */
export async function playToTheEnd(
  page: Page,
  questions: Map<string, Question>,
  lang = 'en',
  beforeFinish?: () => Promise<void>,
): Promise<void> {
  const labels = buttons(lang);
  const stage = page.locator('.player__stage');
  for (let i = 0; i < 20; i++) {
    await expect(stage).toBeVisible();
    const question = questions.get((await stage.getAttribute('data-question-id')) ?? '');
    if (!question) throw new Error('unknown question');
    const content = question.content as unknown as McqContent;
    const multiple = content.answers.length > 1;
    const options = stage.getByRole(multiple ? 'checkbox' : 'radio');
    for (const answer of content.answers) {
      await options.nth(content.options.findIndex((o) => o.id === answer)).click();
    }
    if (multiple) await stage.getByRole('button', { name: labels.check }).click();
    const next = page.getByRole('button', { name: labels.next });
    // A tap that got no verdict fails here, with the page it left, not at the test's timeout.
    await expect(next, `the answer to ${question.id} on ${page.url()}`).toBeVisible({
      timeout: 60_000,
    });
    const last = (await next.innerText()).trim() === labels.finish;
    if (last) await beforeFinish?.();
    await next.click();
    if (last) return;
  }
  throw new Error('the task did not end');
}

/** Signs in with the local sign-in form of the page at hand (landing or /login/). */
export async function signInLocally(page: Page, l: Strings, name: string): Promise<void> {
  await page.getByLabel(s(l, 'auth:localSignInLabel')).fill(name);
  await page.getByRole('button', { name: s(l, 'auth:signIn'), exact: true }).click();
}

/**
 * A new student, signed in locally and onboarded (Indonesia, Everyday English) through the API
 * the screens call, as the web benchmarks make theirs (bench/web/server.ts), on /home/ in this
 * page, in `l`'s language: the session and the language where the app keeps them, the cookies a
 * sign-in leaves. student.spec.ts, home.spec.ts and ecopower.spec.ts walk the sign-in and
 * onboarding screens themselves.
 */
export async function onboardNewStudent(page: Page, name: string, l: Strings = en): Promise<void> {
  const origin = STUDENT_USE.baseURL;
  const lang = LANGS.get(l) ?? 'en';
  const session = await onboard(origin, await signIn(origin, name), name, EVERYDAY_ENGLISH);
  await page.context().addCookies([...signedInCookies(origin, session, lang)]);
  // A page of the origin that runs no app script, to leave the session where the app reads it.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([stored, language]) => {
      localStorage.setItem('web_ed_user', stored);
      localStorage.setItem('web_ed_lang', language);
    },
    [JSON.stringify(session), lang] as const,
  );
  await page.goto('/home/');
  await expect(page.getByRole('heading', { name: s(l, 'home:greeting', { name }) })).toBeVisible();
}

/** The signed-in student's token, as the app keeps it (undefined when signed out). */
export const tokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('web_ed_user') ?? '{}') as { token?: string }).token,
  );

/**
 * An API read as `token`'s student, straight to the server (past the app and its worker):
 * the answer's `data`.
 */
export async function apiData<T>(
  from: Pick<Page, 'request'>,
  token: string | undefined,
  path: string,
): Promise<T> {
  const response = await from.request.get(path, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T }).data;
}

/** Finish records waiting in the IndexedDB outbox. */
export const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('web-ed');
        open.onerror = () => reject(new Error('no db'));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
