import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';
import { L, newStudent, quiet, seedBeforeAll } from '../routes/learning/test-support';
import { checkExternalIndex } from './external-index';
import { startStandInOrigin, type StandIn } from './stand-in-origin';
import { syncExternalCourses } from './sync';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandInOrigin();
});
afterAll(() => standIn.close());

it('checks the index shape and every path', () => {
  expect(checkExternalIndex({ courses: ['501/en.json'] })).toEqual({
    ok: true,
    courses: [{ path: '501/en.json', subjectId: 501, lang: 'en' }],
  });
  for (const bad of [
    [],
    { courses: 'x' },
    { courses: ['../secret.json'] },
    { courses: ['501/xx.json'] },
    { courses: ['http://evil/1/en.json'] },
  ])
    expect(checkExternalIndex(bad).ok).toBe(false);
});

describeEachDb('external courses', (ctx) => {
  seedBeforeAll(ctx);

  it("fetches, validates and stores the origin's course; it is then served like any course", async () => {
    const report = await syncExternalCourses(
      ctx.database.db,
      [standIn.origin],
      quiet,
      ctx.clock.now(),
    );
    expect(report.refused).toEqual([]);
    expect(report.seeded).toHaveLength(2);
    const s = await newStudent(ctx);
    const subjects = (
      await ctx.call({ method: 'GET', url: `${L}/get-subjects`, token: s.token })
    ).json();
    const course = subjects.data.find((c: { subject_id: number }) => c.subject_id === 501);
    expect(course).toMatchObject({ domain: 'external', chapter_list: 'other' });
    const questions = (
      await ctx.call({
        method: 'GET',
        url: `${L}/get-questions?subject_id=501&chapter_id=5011&lang=id`,
        token: s.token,
      })
    ).json();
    expect(questions.data.tasks[0].questions).toHaveLength(6);
    // Again: nothing new.
    const again = await syncExternalCourses(
      ctx.database.db,
      [standIn.origin],
      quiet,
      ctx.clock.now(),
    );
    expect(again.unchanged).toHaveLength(2);
  });

  it('refuses content that fails the schemas, names another origin, or is unreachable', async () => {
    const doc = JSON.parse(await (await fetch(`${standIn.origin}/web-ed/501/en.json`)).text()) as {
      subject_version: number;
      external_origin: string;
      chapters: { tasks: { questions: { content: { answers: string[] } }[] }[] }[];
    };
    const tampered = structuredClone(doc);
    tampered.subject_version = 5;
    tampered.chapters[0]!.tasks[0]!.questions[0]!.content.answers = ['z'];
    standIn.overrides.set('/web-ed/501/en.json', JSON.stringify(tampered));
    const elsewhere = {
      ...structuredClone(doc),
      subject_version: 6,
      external_origin: 'http://evil.example',
    };
    standIn.overrides.set('/web-ed/501/id.json', JSON.stringify({ ...elsewhere, lang: 'id' }));
    const report = await syncExternalCourses(
      ctx.database.db,
      [standIn.origin, 'http://127.0.0.1:9'],
      quiet,
      ctx.clock.now(),
    );
    standIn.overrides.clear();
    expect(report.seeded).toEqual([]);
    expect(report.refused.map((r) => r.reason)).toEqual([
      expect.stringMatching(/not one of the option ids/),
      expect.stringMatching(/external_origin/),
      expect.stringMatching(/fetch failed|ECONNREFUSED/),
    ]);
  });
});
