import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { faqItems, laClasses, programs, questionnaires } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { seedFaq } from './faq';
import { seedClasses } from './learnalytics';
import { questionnaireProblem, seedPrograms } from './programs';
import { DEFAULT_CONTENT_DIR } from './seed';

const t = (en: string) => ({ en, id: en });
const survey = {
  id: 7,
  title: t('S'),
  questions: [{ id: 'q', type: 'scale' as const, prompt: t('How?'), min: 1, max: 5 }],
};

describe('questionnaireProblem', () => {
  it('checks what the schema cannot', () => {
    expect(questionnaireProblem(survey)).toBeNull();
    expect(
      questionnaireProblem({ ...survey, questions: [{ ...survey.questions[0]!, min: 5, max: 5 }] }),
    ).toMatch(/min < max/);
    expect(
      questionnaireProblem({
        ...survey,
        questions: [
          {
            id: 'c',
            type: 'single',
            prompt: t('?'),
            options: [
              { id: 'a', label: t('A') },
              { id: 'a', label: t('B') },
            ],
          },
        ],
      }),
    ).toMatch(/same id/);
    expect(
      questionnaireProblem({ ...survey, questions: [survey.questions[0]!, survey.questions[0]!] }),
    ).toMatch(/twice/);
  });
});

describeEachDb('seeding programs, surveys, FAQ and classes', (ctx) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const folder = (files: Record<string, unknown>) => {
    const dir = mkdtempSync(join(tmpdir(), 'web-ed-programs-'));
    dirs.push(dir);
    for (const [file, data] of Object.entries(files)) {
      mkdirSync(join(dir, file.split('/')[0]!), { recursive: true });
      writeFileSync(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
    }
    return dir;
  };
  const program = (id: number, questionnaire = 7) => ({
    id,
    type: 'boeing',
    name: t(`P${id}`),
    courses: [101],
    questionnaires: [{ id: questionnaire, is_mandatory: true }],
  });

  it('seeds the repository content, and again without change', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 2; i++) {
      expect(await seedPrograms(db, DEFAULT_CONTENT_DIR)).toEqual({
        ok: true,
        programs: 4,
        questionnaires: 2,
      });
      expect(await seedFaq(db, DEFAULT_CONTENT_DIR)).toEqual({ ok: true, items: 11 });
      expect(await seedClasses(db, DEFAULT_CONTENT_DIR, ctx.clock.now())).toEqual({
        ok: true,
        classes: 2,
      });
    }
    expect(await db.select().from(faqItems)).toHaveLength(55);
    expect((await db.select().from(laClasses)).map((c) => c.code).sort()).toEqual([
      'DEMO1',
      'PARTNER1',
    ]);
  });

  it('refuses bad files with a reason and keeps what was stored', async () => {
    const db = ctx.database.db;
    const before = await db.select().from(programs);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ 'programs/programs.json': '{' }, /programs\.json/],
      [{ 'programs/programs.json': { programs: [{ ...program(9), type: 'rocket' }] } }, /type/],
      [{ 'programs/programs.json': { programs: [program(9, 99)] } }, /no questionnaire 99/],
      [
        {
          'surveys/questionnaires.json': { questionnaires: [survey] },
          'programs/programs.json': { programs: [program(9), program(9)] },
        },
        /listed twice/,
      ],
      [
        { 'surveys/questionnaires.json': { questionnaires: [{ ...survey, questions: [] }] } },
        /questions/,
      ],
    ];
    for (const [files, reason] of cases) {
      const seeded = await seedPrograms(db, folder(files));
      expect(seeded.ok).toBe(false);
      expect(seeded.ok ? '' : seeded.reason).toMatch(reason);
    }
    expect(await db.select().from(programs)).toEqual(before);
    expect(
      (
        await seedFaq(
          db,
          folder({
            'faq/faq.json': {
              items: [{ id: 1, category: 'general', question: t('Q'), answer: t('A') }],
            },
          }),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await seedClasses(
          db,
          folder({
            'learnalytics/classes.json': {
              classes: [
                {
                  code: 'bad code',
                  name: 'x',
                  owner: { identity: 'abc', name: 'Abc', role: 'teacher' },
                },
              ],
            },
          }),
          ctx.clock.now(),
        )
      ).ok,
    ).toBe(false);
  });

  it('hides programs and questionnaires no longer listed, never deletes them', async () => {
    const db = ctx.database.db;
    const dir = folder({
      'surveys/questionnaires.json': { questionnaires: [survey] },
      'programs/programs.json': { programs: [program(9)] },
    });
    expect(await seedPrograms(db, dir)).toEqual({ ok: true, programs: 1, questionnaires: 1 });
    const shown = await db.select().from(programs).where(eq(programs.isShown, true));
    expect(shown.map((p) => p.id)).toEqual([9]);
    expect((await db.select().from(programs)).length).toBeGreaterThan(1);
    const q = await db.select().from(questionnaires).where(eq(questionnaires.isShown, true));
    expect(q.map((x) => x.id)).toEqual([7]);
    // The repository's content brings them back.
    await seedPrograms(db, DEFAULT_CONTENT_DIR);
    const back = await db.select().from(programs).where(eq(programs.isShown, true));
    expect(back.map((p) => p.id).sort()).toEqual([1, 2, 3, 4]);
  });
});
