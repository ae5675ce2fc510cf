/** Mission rules, every form: learning selectors, behaviours, login, diagnostic, the quest. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseChapters } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll } from '../learning/test-support';
import {
  behaviour,
  claim,
  DAY,
  ENG_PLAY,
  M,
  MATH_PLAY,
  missions,
  play,
  U,
  updatedMission,
} from './test-support';

const NOW = Date.parse('2026-11-18T08:00:00Z'); // a Wednesday

describeEachDb('mission rules', (ctx) => {
  seedBeforeAll(ctx);
  beforeEach(() => {
    ctx.clock.t = NOW;
    ctx.random = () => 0;
  });

  describe('learning selectors (rule type mission)', () => {
    it('single id: only plays of that course count, up to the target', async () => {
      const s = await newStudent(ctx);
      await play(ctx, s, MATH_PLAY);
      expect((await missions(ctx, s.token)).item('weekly_course').current_progress).toBe(0);
      for (let i = 0; i < 2; i++) await play(ctx, s, ENG_PLAY);
      let m = (await missions(ctx, s.token)).item('weekly_course');
      expect([m.current_progress, m.target, m.state]).toEqual([2, 3, 'on_progress']);
      const last = await play(ctx, s, ENG_PLAY);
      expect(last.body.missions_completed).toContain('weekly_course');
      m = (await missions(ctx, s.token)).item('weekly_course');
      expect([m.current_progress, m.state]).toEqual([3, 'completed']);
      expect(m.rules[0]).toMatchObject({ course: '101', course_id: 101, target: 3 });
    });

    it('any: every course counts', async () => {
      const s = await newStudent(ctx);
      await play(ctx, s, ENG_PLAY);
      await play(ctx, s, MATH_PLAY);
      const m = (await missions(ctx, s.token)).item('daily_lessons');
      expect([m.current_progress, m.target, m.state]).toEqual([2, 2, 'completed']);
    });

    it('any_2: the target is doubled', async () => {
      const s = await newStudent(ctx);
      for (let i = 0; i < 9; i++) await play(ctx, s, i % 2 ? ENG_PLAY : MATH_PLAY);
      let m = (await missions(ctx, s.token)).item('weekly_any_2');
      expect([m.current_progress, m.target, m.state]).toEqual([9, 10, 'on_progress']);
      await play(ctx, s, ENG_PLAY);
      m = (await missions(ctx, s.token)).item('weekly_any_2');
      expect(m.state).toBe('completed');
    });

    it('comma list: target times the courses, each course up to the target', async () => {
      const s = await newStudent(ctx);
      for (let i = 0; i < 4; i++) await play(ctx, s, ENG_PLAY);
      let m = (await missions(ctx, s.token)).item('weekly_pair');
      // Four English plays fill only English's share (2 of 4).
      expect([m.current_progress, m.target, m.state]).toEqual([2, 4, 'on_progress']);
      await play(ctx, s, MATH_PLAY);
      await play(ctx, s, MATH_PLAY);
      m = (await missions(ctx, s.token)).item('weekly_pair');
      expect([m.current_progress, m.state]).toEqual([4, 'completed']);
    });

    it('group_: any listed course counts, the target as is', async () => {
      const s = await newStudent(ctx);
      await play(ctx, s, ENG_PLAY);
      await play(ctx, s, MATH_PLAY);
      const m = (await missions(ctx, s.token)).item('monthly_english');
      expect([m.current_progress, m.target]).toEqual([1, 20]);
    });

    it('a word target completes when a whole chapter of the course is finished', async () => {
      const s = await newStudent(ctx);
      // +20 per completed play: the fifth completes the chapter.
      for (let i = 0; i < 4; i++) await play(ctx, s, MATH_PLAY);
      let m = (await missions(ctx, s.token)).item('monthly_math_chapter');
      expect([m.current_progress, m.target, m.state]).toEqual([0, 1, 'on_progress']);
      const fifth = await play(ctx, s, MATH_PLAY);
      expect(fifth.body.missions_completed).toContain('monthly_math_chapter');
      m = (await missions(ctx, s.token)).item('monthly_math_chapter');
      expect([m.current_progress, m.state]).toEqual([1, 'completed']);
    });

    it('a resent finish record is not counted twice', async () => {
      const s = await newStudent(ctx);
      const first = await play(ctx, s, { ...ENG_PLAY, session: `resend-${ctx.kind}` });
      await ctx.call({
        method: 'POST',
        url: '/learning-service/api/web-ed/learning/minigame-finish',
        token: s.token,
        payload: { records: [first.record] },
      });
      expect((await missions(ctx, s.token)).item('daily_lessons').current_progress).toBe(1);
    });

    it('an offline play counts in the period it was played', async () => {
      const s = await newStudent(ctx);
      await play(ctx, s, { ...ENG_PLAY, at: NOW - DAY });
      const m = await missions(ctx, s.token);
      expect(m.item('daily_lessons').current_progress).toBe(0); // yesterday's daily period
      expect(m.item('weekly_course').current_progress).toBe(1); // same week
    });

    it('the course is resolved at random, never the last course played with points', async () => {
      const s = await newStudent(ctx);
      ctx.random = () => 0;
      const fresh = (await missions(ctx, s.token)).item('daily_lessons');
      const first = fresh.rules[0]!.course_id;
      expect(first).not.toBeNull();
      expect(fresh.link).toBe(`/courses/?selected_course=${first}&source=mission`);
      // Resolved once per period: another random value does not move it.
      ctx.random = () => 0.99;
      expect((await missions(ctx, s.token)).item('daily_lessons').rules[0]!.course_id).toBe(first);

      const t = await newStudent(ctx);
      await play(ctx, t, ENG_PLAY);
      ctx.random = () => 0;
      const monthly = (await missions(ctx, t.token)).item('monthly_english');
      // Eligible English courses 101-105 without 101 (played last): random 0 picks 102.
      expect(monthly.rules[0]!.course_id).toBe(102);
      expect((await missions(ctx, t.token)).novice_missions[1]!.link).toMatch(
        /source=beginner-quest$/,
      );
    });
  });

  describe('behaviours, login and diagnostic', () => {
    it('button_click: counted once, a resend is recognised', async () => {
      const s = await newStudent(ctx);
      const first = await behaviour(ctx, s.token, { button_id: 'shop_explore' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.recorded).toEqual([
        { key: 'button:shop_explore', first_time: true },
      ]);
      expect(first.json().data.missions_completed).toContain('daily_shop');
      expect(first.json().data.resend_after).toBe(Date.parse('2026-11-19T00:00:00Z'));
      const again = await behaviour(ctx, s.token, { button_id: 'shop_explore' });
      expect(again.json().data.recorded[0].first_time).toBe(false);
      expect(again.json().data.missions_completed).toEqual([]);
      const m = (await missions(ctx, s.token)).item('daily_shop');
      expect([m.current_progress, m.state]).toEqual([1, 'completed']);
    });

    it('every button target, and unknown buttons are refused', async () => {
      const s = await newStudent(ctx);
      for (const button_id of ['contact_us_setting', 'ed_icon_home', 'chat_buddy_submit'])
        expect((await behaviour(ctx, s.token, { button_id })).statusCode).toBe(200);
      const m = await missions(ctx, s.token);
      expect(m.item('special_contact').state).toBe('completed');
      expect(m.item('monthly_chat').state).toBe('completed');
      expect(m.item('bq_home').state).toBe('completed');
      expect((await behaviour(ctx, s.token, { button_id: 'nope' })).statusCode).toBe(400);
      expect((await behaviour(ctx, s.token, {})).statusCode).toBe(400);
    });

    it('page: routes compare without case and trailing slash', async () => {
      const s = await newStudent(ctx);
      const res = await behaviour(ctx, s.token, { page_route: '/Leaderboard' });
      expect(res.json().data.missions_completed).toEqual(['weekly_leaderboard']);
      expect((await behaviour(ctx, s.token, { page_route: 'leaderboard' })).statusCode).toBe(400);
    });

    it('login counts once a day, when the missions are read', async () => {
      const s = await newStudent(ctx);
      const m = await missions(ctx, s.token);
      expect(m.item('daily_login').state).toBe('completed');
      expect((await claim(ctx, s.token, 'regular_mission', 'daily_login')).result).toBe('success');
      ctx.clock.advance(DAY);
      expect((await missions(ctx, s.token)).item('daily_login').state).toBe('completed');
    });

    it('diagnostic: a finished skill check completes the skillcheck mission', async () => {
      const s = await newStudent(ctx);
      expect((await missions(ctx, s.token)).item('skillcheck_english').state).toBe('on_progress');
      await ctx.call({
        method: 'POST',
        url: `${U}/user/update-user-info`,
        token: s.token,
        payload: { diagnostic_flag: 2 },
      });
      expect((await updatedMission(ctx, s.token, 'skillcheck_english')).state).toBe('completed');
      expect((await claim(ctx, s.token, 'skillcheck', 'skillcheck_english')).total_diamond).toBe(5);
    });

    it('cerebry-mission-check counts a completed external chapter once', async () => {
      const s = await newStudent(ctx);
      await ctx.database.db
        .update(courseChapters)
        .set({ isCerebry: true })
        .where(eq(courseChapters.chapterId, MATH_PLAY.chapterId));
      const check = () =>
        ctx.call({
          method: 'POST',
          url: `${M}/cerebry-mission-check`,
          token: s.token,
          payload: { subject_id: 201, chapter_id: MATH_PLAY.chapterId },
        });
      expect((await check()).json().data).toEqual({
        counted: false,
        reason: 'chapter_not_completed',
        missions_completed: [],
      });
      for (let i = 0; i < 5; i++) await play(ctx, s, MATH_PLAY);
      expect((await check()).json().data.counted).toBe(true);
      await check();
      // 5 plays + 1 check, the resent check not counted again.
      expect((await missions(ctx, s.token)).item('weekly_pair').current_progress).toBe(2);
      expect((await missions(ctx, s.token)).item('monthly_english').current_progress).toBe(0);
      const unknown = await ctx.call({
        method: 'POST',
        url: `${M}/cerebry-mission-check`,
        token: s.token,
        payload: { subject_id: 101, chapter_id: 1011 },
      });
      expect(unknown.statusCode).toBe(404);
      await ctx.database.db
        .update(courseChapters)
        .set({ isCerebry: false })
        .where(eq(courseChapters.chapterId, MATH_PLAY.chapterId));
    });
  });

  describe('beginner quest', () => {
    it('steps open in order; the prize opens when every step is claimed', async () => {
      const s = await newStudent(ctx);
      await behaviour(ctx, s.token, { page_route: '/profile/' });
      let m = await missions(ctx, s.token);
      expect(m.novice_missions.map((i) => [i.id, i.state])).toEqual([
        ['bq_home', 'current'],
        ['bq_first_lesson', 'locked'],
        ['bq_profile', 'locked'],
        ['bq_shop', 'locked'],
        ['bq_prize', 'prize'],
      ]);
      expect((await claim(ctx, s.token, 'beginner_quest', 'bq_profile')).reason).toBe('locked');
      await behaviour(ctx, s.token, { button_id: 'ed_icon_home' });
      expect((await claim(ctx, s.token, 'beginner_quest', 'bq_home')).result).toBe('success');
      await play(ctx, s, ENG_PLAY);
      expect((await claim(ctx, s.token, 'beginner_quest', 'bq_first_lesson')).result).toBe(
        'success',
      );
      expect((await claim(ctx, s.token, 'beginner_quest', 'bq_profile')).result).toBe('success');
      expect((await claim(ctx, s.token, 'beginner_quest', 'bq_prize')).reason).toBe(
        'not_completed',
      );
      await behaviour(ctx, s.token, { page_route: '/shop/' });
      expect((await claim(ctx, s.token, 'beginner_quest', 'bq_shop')).result).toBe('success');
      m = await missions(ctx, s.token);
      expect(m.item('bq_prize')).toMatchObject({ state: 'completed', current_progress: 4 });
      const prize = await claim(ctx, s.token, 'beginner_quest', 'bq_prize');
      expect(prize).toMatchObject({
        result: 'success',
        total_points: 50,
        total_diamond: 10,
        total_vote: 1,
      });
      m = await missions(ctx, s.token);
      expect(m.novice_missions.every((i) => i.state === 'claimed')).toBe(true);
      expect(m.completed.map((c) => c.id)).toContain('bq_prize');
    });
  });

  it('progress text per language, Is_Shown, and the lists', async () => {
    const s = await newStudent(ctx);
    await play(ctx, s, ENG_PLAY);
    const id = await missions(ctx, s.token, 'id');
    const item = id.item('daily_lessons');
    expect(item.progress_text).toBe('1/2 pelajaran');
    expect(item.Progress).toMatchObject({ en: '1/2 lessons', th: '1/2 บทเรียน', hi: '1/2 पाठ' });
    expect(item.Is_Shown).toBe(true);
    expect(id.recurring_list.map((r) => r.recurrence)).toEqual([
      'daily',
      'weekly',
      'monthly',
      'special',
    ]);
    expect(id.recurring_list[0]!.ends_at).toBe(Date.parse('2026-11-19T00:00:00Z'));
    expect(id.type_list.map((t) => t.type)).toEqual([
      'regular_mission',
      'beginner_quest',
      'skillcheck',
    ]);
    const cards = await ctx.call({ method: 'GET', url: `${M}/get-mission-cards`, token: s.token });
    const data = cards.json().data.data as { state: string }[];
    expect(data.length).toBeLessThanOrEqual(6);
    expect(data[0]!.state).toBe('completed');
  });

  it('is in the OpenAPI document', async () => {
    const res = await ctx.call({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const p of [
      '/mission-service/api/web-ed/mission/get-missions',
      '/mission-service/api/web-ed/mission/claim-reward',
      '/user-service/api/web-ed/leaderboard/get-leaderboard',
      '/user-service/api/web-ed/shop/buy',
      '/user-service/api/web-ed/streak/get-streak',
    ])
      expect(paths).toContain(p);
  });

  it('needs a signed-in student', async () => {
    expect((await ctx.call({ method: 'GET', url: `${M}/get-missions` })).statusCode).toBe(401);
  });
});
