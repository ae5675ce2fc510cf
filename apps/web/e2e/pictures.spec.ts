/**
 * The pictures (issue 21, item 7) on real data, in English, Indonesian and Thai at 360 px: the
 * leaderboard's podium and bars, the CEFR ladders of the skill-check result, the voting
 * standings' bars and the class chart of learnalytics. Four students are made through the API:
 * they play chapters of Everyday English (different points, one or two chapters completed),
 * join the seeded demo class (DEMO1); the first finishes the skill check (grammar and reading
 * right up to B1, listening up to A2, speaking skipped) and gives its starter votes to
 * herb-spiral (community.spec.ts counts the other two candidates). Each screen: the numbers
 * written out and named for screen readers, axe, and a screenshot.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import {
  cefrOf,
  CEFR_LEVELS,
  outcomeOf,
  type AskedItem,
  type PlayableTask,
  type SkillArea,
} from '@web-ed/engine';
import { finishRecord } from '../../server/src/learning/sample-record';
import { signIn, onboard, type StoredSession } from '../../../bench/web/server';
import { check, courseFixture, locale, ROOT, s, test, type Strings } from './support';

const USER = '/user-service/api/web-ed';
const LEARNING = '/learning-service/api/web-ed';
const COMMUNITY = '/community-service/api';
const SUBJECT = 101;
const EVENT = 'best-school-garden';
const CANDIDATE = 'herb-spiral';

const course = courseFixture('english-everyday/en.json');
const [chapterOne, chapterTwo] = course.chapters;

interface BankItem {
  id: string;
  skill: SkillArea;
  level: number;
  type: number;
  content: { options?: { id: string }[]; answers?: string[] };
}
const bank = JSON.parse(readFileSync(`${ROOT}content-fixtures/skill-check/bank.json`, 'utf8')) as {
  items: BankItem[];
};
const byId = new Map(bank.items.map((i) => [i.id, i]));

let origin = '';

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const r = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** `plays` complete plays of the chapter's first task, `correct` questions right each. */
async function play(
  who: StoredSession,
  chapter: typeof chapterOne,
  plays: number,
  correct: number,
): Promise<void> {
  const task = chapter!.tasks[0] as unknown as PlayableTask;
  for (let i = 0; i < plays; i++) {
    const record = finishRecord(task, {
      userId: who.id,
      session: `pictures-${randomUUID()}`,
      subjectId: SUBJECT,
      chapterId: chapter!.id,
      correct,
      finishedAt: Date.now() - 1000,
    });
    await api(`${LEARNING}/learning/minigame-finish`, who.token, { records: [record] });
  }
}

interface CheckState {
  question: { id: string } | null;
  result: unknown;
}

/** The whole skill check through the API; what the engine's rule makes of the answers. */
async function takeSkillCheck(who: StoredSession): Promise<AskedItem[]> {
  const asked: AskedItem[] = [];
  let state = await api<CheckState>(`${LEARNING}/learning/skill-check/start`, who.token, {
    restart: false,
  });
  while (state.question) {
    const item = byId.get(state.question.id)!;
    const knows =
      item.skill === 'speaking'
        ? false
        : item.skill === 'listening'
          ? item.level <= 2
          : item.level <= 3;
    const wrong = item.content.options?.find((o) => !item.content.answers?.includes(o.id))?.id;
    const answer = item.type === 30 ? [] : knows ? item.content.answers! : [wrong!];
    state = await api<CheckState>(`${LEARNING}/learning/skill-check/answer`, who.token, {
      question_id: item.id,
      answer,
    });
    asked.push({ id: item.id, skill: item.skill, level: item.level, correct: knows });
  }
  return asked;
}

const STUDENTS = [
  { name: 'Ayu', chapters: 2, plays: 10, correct: 10 },
  { name: 'Budi', chapters: 1, plays: 5, correct: 9 },
  { name: 'Chai', chapters: 0, plays: 3, correct: 8 },
  { name: 'Dewi', chapters: 0, plays: 1, correct: 5 },
] as const;

let sessions: StoredSession[] = [];
let teacher: StoredSession;
let asked: AskedItem[] = [];
const stamp = Date.now() % 1_000_000;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  origin = baseURL!;
  sessions = [];
  for (const st of STUDENTS) {
    const who = await onboard(
      origin,
      await signIn(origin, `pic${st.name.toLowerCase()}${stamp}`),
      `${st.name}${stamp}`,
      SUBJECT,
    );
    await play(who, chapterOne, Math.min(st.plays, 5), st.correct);
    if (st.plays > 5) await play(who, chapterTwo, st.plays - 5, st.correct);
    await api(`${USER}/learnalytics/add-code`, who.token, { code: 'DEMO1' });
    sessions.push(who);
  }
  const [ayu] = sessions;
  asked = await takeSkillCheck(ayu!);
  const event = await api<{ id: number; candidates: { id: number; slug: string }[] }>(
    `${COMMUNITY}/voting/get-event?slug=${EVENT}&lang=en`,
    ayu!.token,
  );
  const granted = await api<{ votes_left: number }>(`${COMMUNITY}/voting/participate`, ayu!.token, {
    event_id: event.id,
  });
  const herb = event.candidates.find((c) => c.slug === CANDIDATE)!;
  for (let i = 0; i < granted.votes_left; i++)
    await api(`${COMMUNITY}/voting/vote`, ayu!.token, {
      candidate_id: herb.id,
      idempotency_key: randomUUID(),
    });
  teacher = await signIn(origin, 'demo-teacher');
});

/** A 360 × 740 page signed in as `who`, in `lang`. */
async function pageAs(browser: Browser, who: StoredSession, lang: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(
    ([session, language]) => {
      localStorage.setItem('web_ed_user', session!);
      localStorage.setItem('web_ed_lang', language!);
    },
    [JSON.stringify(who), lang],
  );
  return context.newPage();
}

const ladderName = (l: Strings, level: number) =>
  s(l, 'skillcheck:ladderLabel', {
    level: s(l, `skillcheck:level_${cefrOf(level).code}`),
    step: level + 1,
    steps: CEFR_LEVELS.length,
  });

for (const lang of ['en', 'id', 'th'] as const) {
  test(`the pictures in ${lang}: podium, CEFR ladders, vote bars, class chart`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const l = locale(lang);
    const ayu = `${STUDENTS[0].name}${stamp}`;
    const page = await pageAs(browser, sessions[0]!, lang);

    // The leaderboard: three on the podium, each rank written; Ayu (most points) on it.
    await page.goto('/leaderboard/');
    const podium = page.getByRole('list', { name: s(l, 'leaderboard:podiumLabel') });
    await expect(podium.getByRole('listitem')).toHaveCount(3);
    await expect(podium.getByRole('listitem').first()).toContainText(
      `${s(l, 'leaderboard:rank')} 1`,
    );
    const me = page.locator('.podium__place--me, .board__row--me');
    await expect(me).toContainText(ayu);
    await expect(me).toHaveAttribute('aria-current', 'true');
    const rest = page.getByRole('list', { name: s(l, 'leaderboard:restLabel') });
    await expect(rest.locator('.board__row').first().locator('.bar__fill')).toBeVisible();
    await check(page, `${lang}-pictures-leaderboard`);

    // The skill-check result: the overall ladder and one per skill, named by level and step.
    const outcome = outcomeOf(asked);
    await page.goto('/skill-check/result/');
    await expect(page.getByTestId('cefr-level')).toHaveText(
      s(l, `skillcheck:level_${cefrOf(outcome.level).code}`),
    );
    for (const [skill, level] of Object.entries(outcome.skills)) {
      const row = page.locator(`.skill-check__skill[data-skill="${skill}"]`);
      await expect(row).toContainText(s(l, `skillcheck:skill_${skill}`));
      await expect(row.getByRole('img', { name: ladderName(l, level) })).toBeVisible();
      await expect(row.locator('.ladder__rung--reached')).toHaveCount(level + 1);
    }
    await expect(page.getByRole('img', { name: ladderName(l, outcome.level) })).toHaveCount(
      1 + Object.values(outcome.skills).filter((v) => v === outcome.level).length,
    );
    await check(page, `${lang}-pictures-skill-check-result`);

    // The standings: herb-spiral's three votes, their share written beside the bar.
    await page.goto(`/voting/standing/?event=${EVENT}`);
    const herb = page.locator(`.standing[data-candidate="${CANDIDATE}"]`);
    await expect(herb.locator('.standing__votes')).toHaveAttribute('data-votes', '3');
    await expect(herb.locator('.standing__share')).toBeVisible();
    await expect(herb.locator('.bar__fill')).toBeVisible();
    await check(page, `${lang}-pictures-voting-standing`);
    await page.context().close();

    // Learnalytics, as the demo class's teacher: a bar per student, the average dashed.
    const tp = await pageAs(browser, teacher, lang);
    await tp.goto('/learnalytics/');
    const chart = tp.getByRole('figure', { name: s(l, 'learnalytics:chartCaption') });
    for (const st of STUDENTS) {
      await expect(
        chart.getByRole('listitem').filter({ hasText: `${st.name}${stamp}` }),
      ).toContainText(`${s(l, 'learnalytics:chapters')}: ${st.chapters}`);
    }
    await expect(chart.locator('.bar__marker').first()).toBeAttached();
    await check(tp, `${lang}-pictures-learnalytics`);
    await tp.context().close();
  });
}
