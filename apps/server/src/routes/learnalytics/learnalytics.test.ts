import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll } from '../learning/test-support';

const U = '/user-service/api/web-ed';

describeEachDb('learnalytics', (ctx) => {
  seedBeforeAll(ctx);
  const add = (token: string, code: string) =>
    ctx.call({ method: 'POST', url: `${U}/learnalytics/add-code`, token, payload: { code } });
  const cancel = (token: string, code: string) =>
    ctx.call({ method: 'POST', url: `${U}/learnalytics/cancel-code`, token, payload: { code } });
  const codes = async (token: string) =>
    (await ctx.call({ method: 'GET', url: `${U}/learnalytics/get-codes`, token })).json().data;
  const report = (token: string, code = 'DEMO1') =>
    ctx.call({ method: 'GET', url: `${U}/learnalytics/class-report?code=${code}`, token });

  it('an unknown code: la_code_not_found, "Kode tracking tidak ditemukan"; a malformed one: 400', async () => {
    const s = await newStudent(ctx);
    const res = await add(s.token, 'NOPE9');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      done: 0,
      message_code: 4,
      error: 'la_code_not_found',
      message: 'Kode tracking tidak ditemukan',
    });
    for (const bad of ['', 'ABCDEFGHIJK', 'DE MO', '  ']) {
      expect((await add(s.token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await codes(s.token)).codes).toEqual([]);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `${U}/learnalytics/add-code`,
          payload: { code: 'DEMO1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a code links the student to the class (any case), once; cancel unlinks', async () => {
    const s = await newStudent(ctx);
    expect((await add(s.token, ' demo1 ')).json()).toMatchObject({
      done: 1,
      data: { code: 'DEMO1', class_name: 'Demo class 7A' },
    });
    const again = await add(s.token, 'DEMO1');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('la_code_added');
    expect(await codes(s.token)).toMatchObject({
      codes: [{ code: 'DEMO1', class_name: 'Demo class 7A', owner_name: 'DemoTeacher' }],
      roles: [],
      owned_classes: [],
    });
    expect((await cancel(s.token, 'demo1')).json()).toMatchObject({
      done: 1,
      data: { code: 'DEMO1', status: 'cancel_la_code_track' },
    });
    expect((await codes(s.token)).codes).toEqual([]);
    const twice = await cancel(s.token, 'DEMO1');
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error).toBe('la_code_not_found');
  });

  it("the class report: for the owner only, with each linked student's progress", async () => {
    const teacher = await newStudent(ctx).then(async () => {
      const res = await ctx.call({
        method: 'POST',
        url: `${U}/auth/local-sign-in`,
        payload: { identity: 'demo-teacher' },
      });
      return res.json().data.token as string;
    });
    const mine = await codes(teacher);
    expect(mine.roles).toEqual(['teacher']);
    expect(mine.owned_classes).toEqual([
      expect.objectContaining({ code: 'DEMO1', name: 'Demo class 7A' }),
    ]);
    const s = await newStudent(ctx);
    await ctx.call({
      method: 'POST',
      url: `${U}/user/update-user-info`,
      token: s.token,
      payload: { name: 'Budi123', country: 'ID', gender: 'male' },
    });
    await add(s.token, 'DEMO1');
    const res = await report(teacher);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ code: 'DEMO1', name: 'Demo class 7A' });
    expect(data.students).toContainEqual(
      expect.objectContaining({ name: 'Budi123', chapters_completed: 0, certificates: 0 }),
    );
    expect(data.summary.students).toBe(data.students.length);
    // A student, the partner, or an unknown code: not found.
    expect((await report(s.token)).statusCode).toBe(404);
    expect((await report(teacher, 'PARTNER1')).statusCode).toBe(404);
    expect((await report(teacher, 'NOPE')).statusCode).toBe(404);
    // Unlinked students leave the report.
    await cancel(s.token, 'DEMO1');
    const after = (await report(teacher)).json().data.students;
    expect(after.some((x: { name: string }) => x.name === 'Budi123')).toBe(false);
  });

  it('at most 5 codes per student', async () => {
    const { laClasses } = await import('../../db/schema');
    const { users } = await import('../../db/schema');
    const [owner] = await ctx.database.db.select({ id: users.id }).from(users).limit(1);
    await ctx.database.db
      .insert(laClasses)
      .values(
        ['L1', 'L2', 'L3', 'L4', 'L5'].map((code) => ({
          code,
          name: code,
          ownerId: owner!.id,
          createdAt: ctx.clock.now(),
        })),
      )
      .onConflictDoNothing();
    const s = await newStudent(ctx);
    for (const code of ['L1', 'L2', 'L3', 'L4', 'L5'])
      expect((await add(s.token, code)).statusCode).toBe(200);
    const sixth = await add(s.token, 'DEMO1');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ error: 'la_code_limit', message_code: 6 });
  });
});
