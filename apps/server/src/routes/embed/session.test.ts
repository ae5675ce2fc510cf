import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ANONYMOUS_SESSION_MS } from '../../embed/anonymous-session';
import { embedAnonymousUsers, finishRecords } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { finishRecord, L, loadTask, seedBeforeAll } from '../learning/test-support';

const PARTNER = 'https://bank-hijau.example';
const SESSION = '/embed/api/session';

describeEachDb(
  'embed/api/session',
  (ctx) => {
    seedBeforeAll(ctx);
    const start = (origin: string | undefined, payload: object) =>
      ctx.call({
        method: 'POST',
        url: SESSION,
        headers: origin ? { origin } : {},
        payload: { pseudo_id: -4242, course: 'ecopower', lang: 'id', ...payload },
      });

    it('gives an allowed partner page an anonymous token and the first chapter', async () => {
      const res = await start(PARTNER, {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      const { data } = res.json();
      expect(data.course).toEqual({
        subject_id: 301,
        subject_name: 'ecopower: Uang dan Energi',
        subject_version: 1,
        chapter_id: 3011,
        chapter_title: 'Menabung dan mengatur anggaran',
        lang: 'id',
      });
      expect(data.expires_at).toBe(ctx.clock.t + ANONYMOUS_SESSION_MS);
      const [row] = await ctx.database.db
        .select()
        .from(embedAnonymousUsers)
        .where(eq(embedAnonymousUsers.userId, data.user_id));
      expect(row).toMatchObject({ pseudoId: -4242, origin: PARTNER, claimedBy: null });
    });

    it('refuses a page of another origin, or none, with a 403 the page can read', async () => {
      for (const origin of ['https://evil.example', undefined]) {
        const res = await start(origin, {});
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('origin_not_allowed');
        expect(res.headers['access-control-allow-origin']).toBe(origin);
      }
    });

    it('answers preflights of the embed calls for partners only, and not for other routes', async () => {
      const preflight = (origin: string, url: string) =>
        ctx.call({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
      const finish = await preflight(PARTNER, `${L}/minigame-finish`);
      expect(finish.headers['access-control-allow-origin']).toBe(PARTNER);
      const other = await preflight(PARTNER, '/user-service/api/web-ed/user/get-user-info');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const evil = await preflight('https://evil.example', `${L}/minigame-finish`);
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('renews the same anonymous account with its previous token, even expired', async () => {
      const first = (await start(PARTNER, { pseudo_id: -7 })).json().data;
      ctx.clock.advance(ANONYMOUS_SESSION_MS + 60_000);
      const old = await ctx.call({
        method: 'GET',
        url: `${L}/get-tasks?chapter_id=3011`,
        token: first.token,
      });
      expect(old.statusCode).toBe(401);
      const again = (await start(PARTNER, { pseudo_id: -7, token: first.token })).json().data;
      expect(again.user_id).toBe(first.user_id);
      expect(again.token).not.toBe(first.token);
      // Another pseudo id does not get that account.
      const other = (await start(PARTNER, { pseudo_id: -8, token: again.token })).json().data;
      expect(other.user_id).not.toBe(first.user_id);
    });

    it('plays with the anonymous token: questions, tasks, and a stored finish record', async () => {
      const { data } = (await start(PARTNER, { pseudo_id: -9 })).json();
      const questions = await ctx.call({
        method: 'GET',
        url: `${L}/get-questions?subject_id=301&chapter_id=3011&lang=id`,
        token: data.token,
        headers: { origin: PARTNER },
      });
      expect(questions.statusCode).toBe(200);
      expect(questions.headers['access-control-allow-origin']).toBe(PARTNER);
      const task = await loadTask(ctx, 301, 30112, 'id');
      const record = finishRecord(task, {
        userId: data.user_id,
        session: 'embed-play-1',
        subjectId: 301,
        chapterId: 3011,
        correct: 7,
        finishedAt: ctx.clock.t - 1000,
      });
      const res = await ctx.call({
        method: 'POST',
        url: `${L}/minigame-finish`,
        token: data.token,
        headers: { origin: PARTNER },
        payload: { records: [record] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0]).toMatchObject({ session: 'embed-play-1', status: 'accepted' });
      const stored = await ctx.database.db
        .select({ points: finishRecords.points })
        .from(finishRecords)
        .where(eq(finishRecords.userId, data.user_id));
      expect(stored).toEqual([{ points: 70 }]);
    });

    it("an anonymous token reaches the embed's own routes only, not the rest of the account", async () => {
      const { data } = (await start(PARTNER, { pseudo_id: -11 })).json();
      const U = '/user-service/api/web-ed';
      const C = '/community-service/api';
      for (const [method, url, payload] of [
        ['GET', `${U}/user/get-user-info`, undefined],
        ['POST', `${U}/user/update-user-info`, { name: 'Anon' }],
        ['GET', `${C}/community/mine`, undefined],
        ['POST', `${C}/voting/participate`, { event_id: 1 }],
        ['GET', '/learning-service/api/web-ed/get-chat', undefined],
        ['POST', `${U}/notification/set-push-subscription`, {}],
      ] as const) {
        const res = await ctx.call({
          method,
          url,
          token: data.token,
          headers: { origin: PARTNER },
          payload,
        });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
        expect(res.json().error).toBe('anonymous_not_allowed');
      }
      const tasks = await ctx.call({
        method: 'GET',
        url: `${L}/get-tasks?chapter_id=3011`,
        token: data.token,
      });
      expect(tasks.statusCode).toBe(200);
    });

    it('names an unknown course or chapter', async () => {
      expect((await start(PARTNER, { course: 'nope' })).statusCode).toBe(404);
      expect((await start(PARTNER, { course: '301', chapter: 9999 })).statusCode).toBe(404);
      expect(
        (await start(PARTNER, { course: '301', chapter: 3012 })).json().data.course,
      ).toMatchObject({ subject_id: 301, chapter_id: 3012 });
    });
  },
  { embedOrigins: [PARTNER] },
);
