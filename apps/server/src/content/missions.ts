/**
 * Seeds the mission catalogue from `<content>/missions/*.json` (mission-catalogue.schema.json):
 * every mission and milestone is inserted or updated by id, and those no longer in the files are
 * removed (students' progress rows stay: they never reference the catalogue). A file that fails
 * the schema, or a course selector the engine cannot parse, refuses the whole catalogue and keeps
 * the stored one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import { parseCourseSelector } from '@web-ed/engine';
import type { MissionCatalogue } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { clearCatalogueCache } from '../learning/catalogue';
import { missionMilestones, missions } from '../db/schema';
import { schemaProblems } from './schema-check';

const SCHEMA = 'https://web-ed.app/schemas/mission-catalogue.schema.json';
const LOCK = 727_002;

export type MissionSeed =
  { ok: true; missions: number; milestones: number } | { ok: false; reason: string };

export function readMissionCatalogue(dir: string): MissionSeed & { catalogue?: MissionCatalogue } {
  const folder = join(dir, 'missions');
  if (!existsSync(folder))
    return {
      ok: true,
      missions: 0,
      milestones: 0,
      catalogue: { version: 1, missions: [], milestones: [] },
    };
  const all: MissionCatalogue = { version: 1, missions: [], milestones: [] };
  for (const f of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(folder, f), 'utf8'));
    } catch (e) {
      return { ok: false, reason: `missions/${f}: ${(e as Error).message}` };
    }
    const problems = schemaProblems(SCHEMA, data);
    if (problems) return { ok: false, reason: `missions/${f}: ${problems}` };
    const c = data as MissionCatalogue;
    all.missions.push(...c.missions);
    all.milestones.push(...c.milestones);
  }
  const ids = new Set<string>();
  for (const m of all.missions) {
    if (ids.has(m.id)) return { ok: false, reason: `mission id "${m.id}" is used twice` };
    ids.add(m.id);
    if (m.rule.course !== undefined && parseCourseSelector(m.rule.course).kind === 'invalid')
      return {
        ok: false,
        reason: `mission "${m.id}": course selector "${m.rule.course}" is invalid`,
      };
  }
  return {
    ok: true,
    missions: all.missions.length,
    milestones: all.milestones.length,
    catalogue: all,
  };
}

export async function seedMissions(db: Db, dir: string): Promise<MissionSeed> {
  const read = readMissionCatalogue(dir);
  if (!read.ok || !read.catalogue) return read;
  const { catalogue } = read;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const rows = catalogue.missions.map((m, i) => ({
      id: m.id,
      kind: m.kind,
      recurrence: m.recurrence,
      position: i,
      isShown: m.is_shown ?? true,
      isPrize: m.is_prize ?? false,
      ruleType: m.rule.type,
      course: m.rule.course ?? null,
      target: String(m.rule.target),
      trigger: m.rule.button ?? m.rule.page ?? m.rule.answer ?? null,
      title: m.title,
      progress: m.progress,
      link: m.link ?? null,
      rewardPoints: m.reward.points ?? 0,
      rewardDiamond: m.reward.diamond ?? 0,
      rewardVote: m.reward.vote ?? 0,
      startsAt: m.starts_at ? new Date(m.starts_at) : null,
      endsAt: m.ends_at ? new Date(m.ends_at) : null,
    }));
    if (rows.length > 0) {
      await tx
        .insert(missions)
        .values(rows)
        .onConflictDoUpdate({
          target: missions.id,
          set: Object.fromEntries(
            Object.keys(rows[0]!)
              .filter((k) => k !== 'id')
              .map((k) => [k, sql.raw(`excluded.${missions[k as keyof (typeof rows)[0]].name}`)]),
          ),
        });
    }
    await tx.delete(missions).where(notInArray(missions.id, ['', ...rows.map((r) => r.id)]));
    const ms = catalogue.milestones.map((m, i) => ({
      id: m.id,
      position: i,
      target: m.target,
      title: m.title,
      rewardPoints: m.reward.points ?? 0,
      rewardDiamond: m.reward.diamond ?? 0,
      rewardVote: m.reward.vote ?? 0,
    }));
    if (ms.length > 0) {
      await tx
        .insert(missionMilestones)
        .values(ms)
        .onConflictDoUpdate({
          target: missionMilestones.id,
          set: Object.fromEntries(
            Object.keys(ms[0]!)
              .filter((k) => k !== 'id')
              .map((k) => [
                k,
                sql.raw(`excluded.${missionMilestones[k as keyof (typeof ms)[0]].name}`),
              ]),
          ),
        });
    }
    await tx
      .delete(missionMilestones)
      .where(notInArray(missionMilestones.id, ['', ...ms.map((m) => m.id)]));
  });
  // The mission routes and the finish path read the catalogue from memory (missionCatalogue).
  clearCatalogueCache(db);
  return { ok: true, missions: read.missions, milestones: read.milestones };
}
