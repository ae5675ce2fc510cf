import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, it } from 'vitest';
import { certificates, questionnaireResponses } from '../../db/schema';
import { describeEachDb, type TestContext } from '../../test/harness';
import { finishRecord, L, loadTask, newStudent, seedBeforeAll } from '../learning/test-support';

const BASE = '/learning-service/api/web-ed';
/** What a caller writes to forge the domain of a certificate's verification link. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};
const AVIATION = { program: 4, subject: 108, chapter: 1081, task: 10811, survey: 1 };
const SURVEY = [
  { question_id: 'goal', value: 'work' },
  { question_id: 'skills', value: ['reading', 'listening'] },
  { question_id: 'confidence', value: 2 },
  { question_id: 'hopes', value: 'Signs at the airport' },
];

interface Program {
  id: number;
  name: string;
  type: string;
  courses: { subject_id: number; is_completed: boolean; subject_name: string }[];
  questionnaires: { id: number; is_mandatory: boolean; status: string; title: string }[];
  percent: number;
  is_completed: boolean;
  certificate: { code: string; issued_at: string } | null;
}

async function programs(ctx: TestContext, token: string, lang = 'en') {
  const res = await ctx.call({ method: 'GET', url: `${L}/get-programs?lang=${lang}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { user_programs: Program[]; user_certificate_name: string | null };
}

/** Five complete plays of the aviation lesson: its only chapter reaches 100. */
async function finishAviation(ctx: TestContext, s: { token: string; id: string }) {
  const task = await loadTask(ctx, AVIATION.subject, AVIATION.task);
  const records = Array.from({ length: 5 }, (_, i) =>
    finishRecord(task, {
      userId: s.id,
      session: `avi-${i}`,
      subjectId: AVIATION.subject,
      chapterId: AVIATION.chapter,
      correct: 2,
      finishedAt: ctx.clock.t - 3_600_000 + i * 60_000,
    }),
  );
  const res = await ctx.call({
    method: 'POST',
    url: `${L}/minigame-finish`,
    token: s.token,
    payload: { records },
  });
  expect(res.statusCode).toBe(200);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

describeEachDb('programs, surveys and certificates', (ctx) => {
  seedBeforeAll(ctx);

  it('get-programs: the seeded programs with courses, questionnaires and progress', async () => {
    const s = await newStudent(ctx);
    const data = await programs(ctx, s.token);
    expect(data.user_certificate_name).toBeNull();
    expect(data.user_programs.map((p) => [p.id, p.type])).toEqual([
      [4, 'boeing'],
      [1, 'adb_cc'],
      [2, 'math_no_qr'],
      [3, 'ecopower'],
    ]);
    const aviation = data.user_programs[0]!;
    expect(aviation).toMatchObject({
      name: 'Aviation English Starter',
      courses: [{ subject_id: 108, subject_name: 'Aviation English Starter', is_completed: false }],
      questionnaires: [
        { id: 1, is_mandatory: true, status: 'available', title: 'Before you start' },
      ],
      percent: 0,
      is_completed: false,
      certificate: null,
    });
    const id = await programs(ctx, s.token, 'id');
    expect(id.user_programs[0]).toMatchObject({
      name: 'Bahasa Inggris Penerbangan Pemula',
      questionnaires: [{ title: 'Sebelum kamu mulai' }],
    });
    expect((await ctx.call({ method: 'GET', url: `${L}/get-programs` })).statusCode).toBe(401);
    expect(
      (await ctx.call({ method: 'GET', url: `${L}/get-programs?lang=xx`, token: s.token }))
        .statusCode,
    ).toBe(400);
  });

  it('questionnaires: listed, shown without others’ answers, each answer checked, stored once', async () => {
    const s = await newStudent(ctx);
    const list = (
      await ctx.call({ method: 'GET', url: `${L}/get-questionnaires?lang=en`, token: s.token })
    ).json().data.questionnaires;
    expect(list[0]).toMatchObject({
      id: 1,
      status: 'available',
      question_count: 4,
      programs: [{ id: 4, is_mandatory: true }],
    });
    const one = (
      await ctx.call({
        method: 'GET',
        url: `${L}/get-questionnaire?id=1&lang=th`,
        token: s.token,
      })
    ).json().data;
    expect(one.questions.map((q: { type: string }) => q.type)).toEqual([
      'single',
      'multiple',
      'scale',
      'text',
    ]);
    expect(one).toMatchObject({ status: 'available', answers: null, title: 'ก่อนเริ่มเรียน' });
    expect(one.questions[2]).toMatchObject({ min: 1, max: 5 });
    expect(
      (await ctx.call({ method: 'GET', url: `${L}/get-questionnaire?id=99`, token: s.token }))
        .statusCode,
    ).toBe(404);

    const submit = (payload: object) =>
      ctx.call({ method: 'POST', url: `${L}/submit-questionnaire`, token: s.token, payload });
    const wrong = await submit({
      id: 1,
      answers: [
        { question_id: 'goal', value: 'moon' },
        { question_id: 'skills', value: ['reading'] },
        { question_id: 'confidence', value: 9 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message_code: 3,
      error: 'invalid_answers',
      details: [
        { question_id: 'goal', reason: 'unknown_option' },
        { question_id: 'confidence', reason: 'out_of_range' },
      ],
    });
    expect(
      (await submit({ id: 1, answers: [{ question_id: 'goal', value: { x: 1 } }] })).statusCode,
    ).toBe(400);
    expect((await submit({ id: 99, answers: SURVEY })).statusCode).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.userId, s.id)),
    ).toHaveLength(0);

    const ok = await submit({ id: 1, answers: SURVEY });
    expect(ok.json()).toMatchObject({ done: 1, data: { id: 1, status: 'completed' } });
    const again = await submit({ id: 1, answers: SURVEY });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message_code: 5, error: 'questionnaire_answered' });
    const mine = (
      await ctx.call({ method: 'GET', url: `${L}/get-questionnaire?id=1`, token: s.token })
    ).json().data;
    expect(mine).toMatchObject({
      status: 'completed',
      answers: { goal: 'work', skills: ['reading', 'listening'], confidence: 2 },
    });
    const after = await programs(ctx, s.token);
    expect(after.user_programs[0]!.questionnaires[0]!.status).toBe('completed');
    // Someone else still has it available.
    const other = await newStudent(ctx);
    expect((await programs(ctx, other.token)).user_programs[0]!.questionnaires[0]!.status).toBe(
      'available',
    );
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `${L}/submit-questionnaire`,
          payload: { id: 1, answers: SURVEY },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a certificate: earned by the course and the mandatory survey, named once, a PDF read back, verified in public', async () => {
    const s = await newStudent(ctx);
    await finishAviation(ctx, s);
    let aviation = (await programs(ctx, s.token)).user_programs[0]!;
    expect(aviation.courses[0]!.is_completed).toBe(true);
    expect(aviation).toMatchObject({ is_completed: false, certificate: null, percent: 50 });

    await ctx.call({
      method: 'POST',
      url: `${L}/submit-questionnaire`,
      token: s.token,
      payload: { id: AVIATION.survey, answers: SURVEY },
    });
    aviation = (await programs(ctx, s.token)).user_programs[0]!;
    expect(aviation).toMatchObject({ is_completed: true, percent: 100 });
    const code = aviation.certificate!.code;
    expect(code).toMatch(/^[0-9A-Z]{12}$/);
    // Issued once: the same code on every read.
    expect((await programs(ctx, s.token)).user_programs[0]!.certificate!.code).toBe(code);
    expect(
      await ctx.database.db.select().from(certificates).where(eq(certificates.userId, s.id)),
    ).toHaveLength(1);

    const list = (
      await ctx.call({
        method: 'GET',
        url: `${L}/get-certificates?lang=en`,
        token: s.token,
        headers: FORGED,
      })
    ).json().data;
    expect(list).toMatchObject({
      user_certificate_name: null,
      certificates: [
        {
          code,
          program_id: 4,
          program_name: 'Aviation English Starter',
          program_type: 'boeing',
          verify_url: `${ctx.app.config.publicUrl}/certificates/?verify=${code}`,
        },
      ],
    });

    const download = (token: string, c = code) =>
      ctx.call({
        method: 'GET',
        url: `${L}/download-certificate?code=${c}`,
        token,
        headers: FORGED,
      });
    const noName = await download(s.token);
    expect(noName.statusCode).toBe(409);
    expect(noName.json()).toMatchObject({ message_code: 2, error: 'certificate_name_missing' });

    const setName = (name: string) =>
      ctx.call({
        method: 'POST',
        url: `${L}/set-certificate-name`,
        token: s.token,
        payload: { name },
      });
    for (const bad of ['Ayu Lestari', 'ab', 'x'.repeat(51)]) {
      const res = await setName(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message_code).toBe(2);
    }
    expect((await setName('AyuLestari')).json()).toMatchObject({
      done: 1,
      data: { user_certificate_name: 'AyuLestari' },
    });
    const twice = await setName('SomeoneElse');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message_code).toBe(5);
    expect((await programs(ctx, s.token)).user_certificate_name).toBe('AyuLestari');

    const pdf = await download(s.token, code.toLowerCase());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`certificate-${code}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('AyuLestari');
    expect(text).toContain('Aviation English Starter');
    expect(text).toContain('22 November 2026');
    expect(text.replace(/-/g, '')).toContain(code);
    expect(text).toContain(`Verify at ${ctx.app.config.publicUrl}/certificates/?verify=${code}`);
    expect(text).not.toContain('evil.example');

    // Own certificates only; unknown codes are 404 too.
    const other = await newStudent(ctx);
    expect((await download(other.token)).statusCode).toBe(404);
    expect((await download(s.token, 'NOTACODE')).statusCode).toBe(404);
    expect(
      (await ctx.call({ method: 'GET', url: `${L}/download-certificate?code=${code}` })).statusCode,
    ).toBe(401);

    const verify = await ctx.call({
      method: 'GET',
      url: `${BASE}/certificates/verify/${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}?lang=id`,
    });
    expect(verify.json()).toMatchObject({
      done: 1,
      data: {
        valid: true,
        name: 'AyuLestari',
        program_name: 'Bahasa Inggris Penerbangan Pemula',
        program_type: 'boeing',
        issued_at: '2026-11-22T08:00:00.000Z',
      },
    });
    const unknown = await ctx.call({
      method: 'GET',
      url: `${BASE}/certificates/verify/ZZZZZZZZZZZZ`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'certificate_not_found', message_code: 4 });
  });

  it('an optional questionnaire never holds a certificate back, a missing course does', async () => {
    const s = await newStudent(ctx);
    const data = await programs(ctx, s.token);
    const reading = data.user_programs.find((p) => p.id === 1)!;
    expect(reading.questionnaires).toEqual([
      expect.objectContaining({ id: 2, is_mandatory: false, status: 'available' }),
    ]);
    expect(reading.is_completed).toBe(false);
  });
});
