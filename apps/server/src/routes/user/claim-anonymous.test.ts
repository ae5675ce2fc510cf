import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  chapterProgress,
  embedAnonymousUsers,
  finishRecords,
  leaderboardAllTime,
  taskResults,
  users,
} from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import {
  finishRecord,
  L,
  loadTask,
  newStudent,
  seedBeforeAll,
  userRow,
} from '../learning/test-support';
import { SERVICE_PREFIX } from '../prefixes';

const PARTNER = 'https://bank-hijau.example';
const CLAIM = `${SERVICE_PREFIX.user}/auth/claim-anonymous`;
let pseudo = -100;

describeEachDb(
  'auth/claim-anonymous',
  (ctx) => {
    seedBeforeAll(ctx);

    /** An anonymous embed player who finished ecopower's chapter 3011 quiz with `correct` right. */
    async function anonymousPlayer(correct: number) {
      const res = await ctx.call({
        method: 'POST',
        url: '/embed/api/session',
        headers: { origin: PARTNER },
        payload: { pseudo_id: --pseudo, course: 'ecopower', lang: 'id' },
      });
      const { token, user_id: id } = res.json().data as { token: string; user_id: string };
      const task = await loadTask(ctx, 301, 30112, 'id');
      const record = finishRecord(task, {
        userId: id,
        session: `anon-${pseudo}`,
        subjectId: 301,
        chapterId: 3011,
        correct,
        finishedAt: ctx.clock.t - 1000,
      });
      const finish = await ctx.call({
        method: 'POST',
        url: `${L}/minigame-finish`,
        token,
        payload: { records: [record] },
      });
      expect(finish.statusCode).toBe(200);
      return { token, id };
    }
    const claim = (token: string | undefined, anonymousToken: string) =>
      ctx.call({ method: 'POST', url: CLAIM, token, payload: { anonymous_token: anonymousToken } });

    it('moves records, results, progress and points to the signed-in account, exactly once', async () => {
      const anon = await anonymousPlayer(6);
      const anonBefore = await userRow(ctx, anon.id);
      expect(anonBefore.points).toBe(60);
      const student = await newStudent(ctx);

      const first = await claim(student.token, anon.token);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({
        claimed: true,
        points: 60,
        diamond: anonBefore.diamond,
        finish_records: 1,
      });
      const again = await claim(student.token, anon.token);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({
        claimed: false,
        points: 0,
        diamond: 0,
        finish_records: 0,
      });

      const me = await userRow(ctx, student.id);
      expect(me.points).toBe(60);
      expect(me.diamond).toBe(anonBefore.diamond);
      expect(me.exerciseCompleted).toBe(anonBefore.exerciseCompleted);
      const records = await ctx.database.db
        .select({ session: finishRecords.session })
        .from(finishRecords)
        .where(eq(finishRecords.userId, student.id));
      expect(records).toEqual([{ session: `anon-${pseudo}` }]);
      const results = await ctx.database.db
        .select({ task: taskResults.taskId })
        .from(taskResults)
        .where(eq(taskResults.userId, student.id));
      expect(results).toEqual([{ task: 30112 }]);
      const progress = await ctx.database.db
        .select({ chapter: chapterProgress.chapterId })
        .from(chapterProgress)
        .where(eq(chapterProgress.userId, student.id));
      // Chapter 3011 progressed, and 3012 became the current one.
      expect(progress.map((p) => p.chapter).sort()).toEqual([3011, 3012]);
      const board = await ctx.database.db
        .select({ user: leaderboardAllTime.userId, points: leaderboardAllTime.points })
        .from(leaderboardAllTime)
        .where(eq(leaderboardAllTime.userId, anon.id));
      expect(board).toEqual([]);

      // The anonymous account is emptied, claimed, and its token no longer plays.
      expect((await userRow(ctx, anon.id)).points).toBe(0);
      const [marker] = await ctx.database.db
        .select()
        .from(embedAnonymousUsers)
        .where(eq(embedAnonymousUsers.userId, anon.id));
      expect(marker?.claimedBy).toBe(student.id);
      const tasks = await ctx.call({
        method: 'GET',
        url: `${L}/get-tasks?chapter_id=3011`,
        token: anon.token,
      });
      expect(tasks.statusCode).toBe(401);
    });

    it('keeps the better of both when the account already played the same task', async () => {
      const student = await newStudent(ctx);
      const task = await loadTask(ctx, 301, 30112, 'id');
      const own = finishRecord(task, {
        userId: student.id,
        session: 'own-play',
        subjectId: 301,
        chapterId: 3011,
        correct: 9,
        finishedAt: ctx.clock.t - 2000,
      });
      await ctx.call({
        method: 'POST',
        url: `${L}/minigame-finish`,
        token: student.token,
        payload: { records: [own] },
      });
      const anon = await anonymousPlayer(4);
      expect((await claim(student.token, anon.token)).json().data).toMatchObject({
        claimed: true,
        points: 40,
      });
      expect((await userRow(ctx, student.id)).points).toBe(130);
      const [best] = await ctx.database.db
        .select()
        .from(taskResults)
        .where(eq(taskResults.userId, student.id));
      expect(best).toMatchObject({ taskId: 30112, bestPoints: 90, plays: 2 });
    });

    it('claiming several anonymous accounts earns by the normal rules: no starter grants, diamonds once per task', async () => {
      const players = [
        await anonymousPlayer(10),
        await anonymousPlayer(10),
        await anonymousPlayer(10),
      ];
      const one = await userRow(ctx, players[0]!.id);
      expect(one.diamond).toBeGreaterThan(0);
      // Balances an anonymous account held besides its plays (grants it got before sessions
      // were scoped, mission rewards): none of them may travel.
      for (const p of players)
        await ctx.database.db
          .update(users)
          .set({ votes: 3, diamond: 5 + one.diamond })
          .where(eq(users.id, p.id));
      const student = await newStudent(ctx);
      const before = await userRow(ctx, student.id);
      const diamonds: number[] = [];
      for (const p of players)
        diamonds.push((await claim(student.token, p.token)).json().data.diamond);
      expect(diamonds).toEqual([one.diamond, 0, 0]);
      const after = await userRow(ctx, student.id);
      expect(after.diamond - before.diamond).toBe(one.diamond);
      expect(after.votes).toBe(before.votes);
      expect(after.points - before.points).toBe(3 * one.points);
    });

    it('refuses another claimer (409), an anonymous caller (403) and an unknown token (404)', async () => {
      const anon = await anonymousPlayer(5);
      const a = await newStudent(ctx);
      const b = await newStudent(ctx);
      expect((await claim(a.token, anon.token)).statusCode).toBe(200);
      expect((await claim(b.token, anon.token)).statusCode).toBe(409);
      const other = await anonymousPlayer(5);
      const third = await anonymousPlayer(5);
      expect((await claim(other.token, third.token)).statusCode).toBe(403);
      expect((await claim(a.token, 'no-such-token')).statusCode).toBe(404);
      expect((await claim(undefined, third.token)).statusCode).toBe(401);
    });
  },
  { embedOrigins: [PARTNER] },
);
