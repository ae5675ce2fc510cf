/**
 * Streak routes (user service): streak/get-streak (the /streak/ screen), streak/check (the
 * streak check screen after a lesson), streak/set-goal (/streak/goals/). Reading the streak uses
 * freezes automatically for missed days up to yesterday. See docs/api.md, Streaks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  localDay,
  STREAK_FREEZE_EVERY_GOAL_DAYS,
  STREAK_FREEZE_MAX,
  STREAK_GOALS,
} from '@web-ed/engine';
import { userOf } from '../../http/auth';
import type { Db } from '../../db/client';
import { streakFreezeDays, users } from '../../db/schema';
import { done } from '../../http/envelope';
import {
  learningDaysDesc,
  playsSince,
  saveStreakState,
  streakAsOf,
  streakState,
  applyFreezes,
  zoneOf,
} from '../../learning/streak';
import { SECURITY } from '../user/user-data';
import { answerSchema } from '../../http/response-schemas';

const TAGS = ['streak'];
const CALENDAR_DAYS = 7;

/** Locks the student, uses freezes for missed days before today, and reads the streak. */
async function readStreak(app: FastifyInstance, req: FastifyRequest) {
  const now = app.now();
  return app.db.transaction(async (tx: Db) => {
    const [me] = await tx
      .select()
      .from(users)
      .where(eq(users.id, userOf(req).id))
      .for('update');
    if (!me) throw new Error('signed-in user vanished');
    const zone = zoneOf(me);
    const today = localDay(now.getTime(), zone);
    const freezesUsed = await applyFreezes(tx, me.id, today, now);
    const days = await learningDaysDesc(tx, me.id);
    const streak = streakAsOf(days, now.getTime(), zone);
    if (streak !== me.learningStreak)
      await tx.update(users).set({ learningStreak: streak }).where(eq(users.id, me.id));
    const state = await streakState(tx, me.id);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (CALENDAR_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const plays = await playsSince(tx, me.id, from);
    const frozen = new Set(
      (await tx.select().from(streakFreezeDays).where(eq(streakFreezeDays.userId, me.id))).map(
        (r) => r.day,
      ),
    );
    const todayPlays = plays.get(today) ?? 0;
    return { me, zone, today, freezesUsed, streak, state, plays, frozen, todayPlays, from };
  });
}

export default async function streakRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/streak/get-streak',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'The streak, goal, freezes and the last 7 days.',
        security: SECURITY,
        response: answerSchema('user-service/streak/get-streak'),
      },
    },
    async (req) => {
      const s = await readStreak(app, req);
      const calendar = [];
      for (let i = 0; i < CALENDAR_DAYS; i++) {
        const day = new Date(Date.parse(`${s.from}T00:00:00Z`) + i * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const plays = s.plays.get(day) ?? 0;
        calendar.push({ day, plays, goal_met: plays >= s.state.goal, frozen: s.frozen.has(day) });
      }
      return done({
        learning_streak: s.streak,
        today: s.today,
        time_zone: s.zone,
        today_plays: s.todayPlays,
        goal: s.state.goal,
        goals: STREAK_GOALS,
        goal_met_today: s.todayPlays >= s.state.goal,
        freezes: s.state.freezes,
        freeze_max: STREAK_FREEZE_MAX,
        goal_days: s.state.goalDays,
        next_freeze_in:
          STREAK_FREEZE_EVERY_GOAL_DAYS - (s.state.goalDays % STREAK_FREEZE_EVERY_GOAL_DAYS),
        freezes_used_now: s.freezesUsed,
        calendar,
      });
    },
  );

  app.get(
    '/streak/check',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "Today's streak state for the streak check screen.",
        security: SECURITY,
        response: answerSchema('user-service/streak/check'),
      },
    },
    async (req) => {
      const s = await readStreak(app, req);
      return done({
        learning_streak: s.streak,
        extended_today: s.todayPlays > 0,
        today_plays: s.todayPlays,
        goal: s.state.goal,
        goal_met_today: s.todayPlays >= s.state.goal,
        freezes: s.state.freezes,
        freezes_used_now: s.freezesUsed,
      });
    },
  );

  app.post<{ Body: { goal: number } }>(
    '/streak/set-goal',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Picks the daily goal (completed lessons a day).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['goal'],
          additionalProperties: false,
          properties: { goal: { type: 'integer', enum: [...STREAK_GOALS] } },
        },
        response: answerSchema('user-service/streak/set-goal'),
      },
    },
    async (req) => {
      const now = app.now();
      const id = userOf(req).id;
      const state = await app.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        const s = { ...(await streakState(tx, id, true)), goal: req.body.goal };
        await saveStreakState(tx, id, s, now);
        return s;
      });
      return done({ goal: state.goal, goals: STREAK_GOALS, freezes: state.freezes });
    },
  );
}
