/** What the mission routes share: the student's mission context, schemas, and the answers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isLang, localDay, RECURRENCES, type Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { zoneOf } from '../../learning/streak';
import { advanceDerived, derivedSteps, type MissionUser } from '../../missions/advance';
import { buildBoard, textIn, type Board } from '../../missions/board';
import { missionCatalogue, type MissionCatalogue } from '../../missions/catalogue';
import { NO_REWARDS, sumRewards } from '../../rewards/grant';

export const TAGS = ['mission'];
export const SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { token: [] }];
export const LANG_QUERY = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['en', 'id', 'th', 'hi', 'ms'] } },
} as const;

export function langOfRequest(req: FastifyRequest, query?: { lang?: string }): Lang {
  const u = userOf(req);
  const lang = query?.lang ?? u.lang;
  return isLang(lang) ? lang : 'en';
}

/**
 * Locks the student, applies the rules read from their state (today's login, a finished skill
 * check), then runs `fn` in the same transaction.
 */
export async function withStudent<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  fn: (tx: Db, mu: MissionUser, catalogue: MissionCatalogue) => Promise<T>,
): Promise<T> {
  const id = userOf(req).id;
  const now = app.now();
  const catalogue = await missionCatalogue(app.db);
  return app.db.transaction(async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!me) throw new Error(`no user ${id}`);
    const mu = { id, zone: zoneOf(me), diagnosticFlag: me.diagnosticFlag };
    await advanceDerived(tx, mu, now, catalogue);
    return fn(tx, mu, catalogue);
  });
}

/** Keys of the derived steps taken (student, their day, skill-check state), per catalogue copy. */
const derivedTaken = new WeakMap<MissionCatalogue, Set<string>>();
/** Bounds the memory of derivedTaken: past it the set starts again (a step is then re-tried). */
const DERIVED_TAKEN_MAX = 100_000;

/**
 * The board for the routes that only read missions: one statement. The derived steps (today's
 * login, a finished skill check) are taken with it once a day per process and catalogue copy, in
 * one more. A step taken twice changes nothing (mission_events), so forgetting one costs a
 * statement.
 */
export async function boardForReading(
  app: FastifyInstance,
  req: FastifyRequest,
  lang: Lang,
): Promise<{ board: Board; catalogue: MissionCatalogue }> {
  const user = userOf(req);
  const now = app.now();
  const catalogue = await missionCatalogue(app.db);
  const mu = { id: user.id, zone: zoneOf(user), diagnosticFlag: user.diagnosticFlag };
  const key = `${mu.id} ${localDay(now.getTime(), mu.zone)} ${mu.diagnosticFlag}`;
  let taken = derivedTaken.get(catalogue);
  if (!taken || taken.size >= DERIVED_TAKEN_MAX) derivedTaken.set(catalogue, (taken = new Set()));
  const due = taken.has(key) ? [] : derivedSteps(catalogue, mu, now);
  const board = await buildBoard(app.db, mu, lang, now, app.random, catalogue, due);
  taken.add(key);
  return { board, catalogue };
}

/** The get-missions answer (also update-progress-missions). */
export function missionsAnswer(board: Board, lang: Lang, catalogue: MissionCatalogue) {
  const regular = board.items.filter((i) => i.type !== 'beginner_quest');
  // Claimed missions stay listed while they are in the catalogue, even outside their window.
  const byId = new Map(catalogue.missions.map((m) => [m.id, m]));
  const waiting = board.items
    .filter((i) => i.state === 'completed')
    .reduce((a, i) => sumRewards(a, i.rewards), NO_REWARDS);
  return {
    missions: regular,
    recurring_list: RECURRENCES.map((r) => {
      const of = board.items.filter((i) => i.recurrence === r && i.type === 'regular_mission');
      const p = of[0]?.period;
      return {
        recurrence: r,
        period_key: p?.key ?? null,
        starts_at: p?.starts_at ?? null,
        ends_at: p?.ends_at ?? null,
        total: of.length,
        completed: of.filter((i) => i.state === 'completed').length,
        claimed: of.filter((i) => i.state === 'claimed').length,
      };
    }),
    type_list: (['regular_mission', 'beginner_quest', 'skillcheck'] as const).map((t) => {
      const of = board.items.filter((i) => i.type === t);
      return {
        type: t,
        total: of.length,
        completed: of.filter((i) => i.state === 'completed').length,
        claimed: of.filter((i) => i.state === 'claimed').length,
      };
    }),
    novice_missions: board.items.filter((i) => i.type === 'beginner_quest'),
    milestones_progress: {
      current: board.milestonesProgress.current,
      target: board.milestonesProgress.target,
      period_key: board.milestonesProgress.period.key,
      ends_at: board.milestonesProgress.period.end,
    },
    milestones: board.milestones,
    completed: board.history.flatMap((h) => {
      const m = byId.get(h.missionId);
      if (!m) return [];
      return [
        {
          id: m.id,
          type: m.kind,
          recurrence: m.recurrence,
          title: textIn(m.title, lang),
          period_key: h.period,
          claimed_at: h.claimedAt,
          rewards: {
            total_points: m.rewardPoints,
            total_diamond: m.rewardDiamond,
            total_vote: m.rewardVote,
          },
        },
      ];
    }),
    total_rewards: waiting,
  };
}
