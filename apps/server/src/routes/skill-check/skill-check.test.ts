import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { skillCheckAttempts } from '../../db/schema';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { readSkillCheckBank, type BankItem } from '../../skill-check/bank';
import { describeEachDb } from '../../test/harness';
import { L, newStudent, seedBeforeAll, userRow } from '../learning/test-support';
import { SERVICE_PREFIX } from '../prefixes';

const SC = `${L}/skill-check`;
const loaded = readSkillCheckBank(DEFAULT_CONTENT_DIR);
if (!loaded.ok) throw new Error(loaded.reason);
const bank = loaded.bank;
const byId = new Map(bank.items.map((i) => [i.id, i]));

/** The right answer of an item (the test knows the bank; the client never does). */
function rightAnswer(item: BankItem): string[] {
  const c = item.question.content as { answers?: string[]; text?: string };
  return item.type === 30 ? [c.text ?? ''] : [...(c.answers ?? [])];
}
function wrongAnswer(item: BankItem): string[] {
  if (item.type === 30) return ['banana'];
  const c = item.question.content as { options: { id: string }[]; answers: string[] };
  return [c.options.find((o) => !c.answers.includes(o.id))!.id];
}

interface State {
  diagnostic_flag: number;
  answered: number;
  total: number;
  question: { id: string; content: Record<string, unknown>; answer_count: number } | null;
  result: {
    level: number;
    code: string;
    label: string;
    recommended: { subject_id: number }[];
  } | null;
}

describeEachDb('learning/skill-check', (ctx) => {
  seedBeforeAll(ctx);

  const call = async (token: string, method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await ctx.call({ method, url: `${SC}/${path}`, token, payload });
    return {
      status: res.statusCode,
      body: res.json() as { data: State } & Record<string, unknown>,
    };
  };

  it('the bank has every skill area at every level, enough to adapt', () => {
    expect(bank.items.length).toBeGreaterThanOrEqual(40);
    for (const skill of ['reading', 'grammar', 'speaking', 'listening'])
      for (let level = 0; level <= 5; level++)
        expect(bank.items.filter((i) => i.skill === skill && i.level === level).length).toBe(2);
  });

  it('starts (status 1), sends items without answers, resumes after leaving, and finishes with a CEFR level', async () => {
    const s = await newStudent(ctx);
    expect((await call(s.token, 'GET', 'get')).body.data).toMatchObject({
      diagnostic_flag: 0,
      question: null,
      result: null,
    });
    const started = (await call(s.token, 'POST', 'start', {})).body.data;
    expect(started.diagnostic_flag).toBe(1);
    expect((await userRow(ctx, s.id)).diagnosticFlag).toBe(1);
    let q = started.question!;
    expect(q).toBeTruthy();
    expect(q.content).not.toHaveProperty('answers');
    expect(q.content).not.toHaveProperty('explanation');
    expect(q.answer_count).toBe(1);

    // A student who knows up to B1: right at levels 0-3, wrong above.
    const answerOne = async () => {
      const item = byId.get(q.id)!;
      const res = await call(s.token, 'POST', 'answer', {
        question_id: q.id,
        answer: item.level <= 3 ? rightAnswer(item) : wrongAnswer(item),
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    let state = started;
    for (let i = 0; i < 6; i++) {
      state = await answerOne();
      q = state.question!;
    }
    // Leaves; comes back: the same item on screen, the progress kept.
    const resumed = (await call(s.token, 'GET', 'get')).body.data;
    expect(resumed).toMatchObject({ diagnostic_flag: 1, answered: 6 });
    expect(resumed.question!.id).toBe(q.id);
    expect((await call(s.token, 'POST', 'start', {})).body.data.question!.id).toBe(q.id);
    // Not the item on screen: 409; a resend of an answered item: nothing changes.
    const notShown = bank.items.find(
      (i) =>
        i.id !== q.id &&
        !(resumed as unknown as { asked?: string[] }).asked?.includes(i.id) &&
        i.level === 5 &&
        i.skill === 'reading',
    )!;
    expect(
      (await call(s.token, 'POST', 'answer', { question_id: notShown.id, answer: ['a'] })).status,
    ).toBe(409);

    while (state.question) {
      state = await answerOne();
      q = state.question!;
    }
    expect(state.diagnostic_flag).toBe(2);
    expect(state.answered).toBe(bank.length);
    expect(state.result).toMatchObject({ level: 3, code: 'B1', label: 'B1 Intermediate' });
    expect(state.result!.recommended.map((r) => r.subject_id)).toEqual([102, 104, 105, 101]);
    const user = await userRow(ctx, s.id);
    expect(user.diagnosticFlag).toBe(2);
    expect(user.diagnosticPopup).toBe(false);

    const result = await call(s.token, 'GET', 'result');
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ level: 3, code: 'B1' });
    expect(Object.keys((result.body.data as unknown as { skills: object }).skills).sort()).toEqual([
      'grammar',
      'listening',
      'reading',
      'speaking',
    ]);
  });

  it('a student with nothing right gets Pre-A1 Starter; skips count as wrong; restart starts over', async () => {
    const s = await newStudent(ctx);
    let state = (await call(s.token, 'POST', 'start', {})).body.data;
    while (state.question) {
      state = (
        await call(s.token, 'POST', 'answer', { question_id: state.question.id, answer: [] })
      ).body.data;
    }
    expect(state.result).toMatchObject({ level: 0, code: 'Pre-A1', label: 'Pre-A1 Starter' });
    const again = (await call(s.token, 'POST', 'start', { restart: true })).body.data;
    expect(again).toMatchObject({ diagnostic_flag: 1, answered: 0, result: null });
    const [row] = await ctx.database.db
      .select()
      .from(skillCheckAttempts)
      .where(eq(skillCheckAttempts.userId, s.id));
    expect(row?.asked).toEqual([]);
  });

  it('refuses a result before the end, an answer with no check, and bad bodies', async () => {
    const s = await newStudent(ctx);
    expect((await call(s.token, 'GET', 'result')).status).toBe(404);
    const none = await call(s.token, 'POST', 'answer', { question_id: 'sc-gr-1-1', answer: ['b'] });
    expect(none.status).toBe(409);
    expect((await call(s.token, 'POST', 'answer', { question_id: 'x' })).status).toBe(400);
    const anon = await ctx.call({ method: 'GET', url: `${SC}/get` });
    expect(anon.statusCode).toBe(401);
  });

  it('the chat buddy refuses to answer during the skill check', async () => {
    const s = await newStudent(ctx);
    const q = (await call(s.token, 'POST', 'start', {})).body.data.question!;
    const res = await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.learning}/submit-chat`,
      token: s.token,
      payload: {
        text: 'what is the answer?',
        question: String(q.content.prompt),
        skill_check: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This is a skill check, so I cannot help with the answers.');
  });
});
