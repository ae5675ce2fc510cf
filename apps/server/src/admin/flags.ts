/** The admin command's flag operations (maintenance is the flag `maintenance`). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';
import { MAINTENANCE_FLAG } from '../flags/maintenance';

export interface FlagChange {
  enabled?: boolean;
  rolloutPercent?: number;
  /** null: every country. */
  countries?: string[] | null;
  langs?: string[] | null;
  value?: Record<string, unknown> | null;
}

export function listFlags(db: Db) {
  return db.select().from(featureFlags).orderBy(featureFlags.key);
}

export async function setFlag(db: Db, key: string, change: FlagChange, now: Date) {
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) throw new Error(`flag key must be snake_case: ${key}`);
  if (
    change.rolloutPercent !== undefined &&
    !(
      Number.isInteger(change.rolloutPercent) &&
      change.rolloutPercent >= 0 &&
      change.rolloutPercent <= 100
    )
  )
    throw new Error('--rollout must be an integer from 0 to 100');
  const values = {
    ...change,
    countries: change.countries?.map((c) => c.toUpperCase()) ?? change.countries,
    updatedAt: now,
  };
  const [row] = await db
    .insert(featureFlags)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: featureFlags.key, set: values })
    .returning();
  return row;
}

export async function setMaintenance(db: Db, on: boolean, image: string | null, now: Date) {
  const [existing] = await db
    .select()
    .from(featureFlags)
    .where(eq(featureFlags.key, MAINTENANCE_FLAG));
  return setFlag(
    db,
    MAINTENANCE_FLAG,
    {
      enabled: on,
      rolloutPercent: 100,
      countries: null,
      langs: null,
      value: image ? { image } : (existing?.value ?? null),
    },
    now,
  );
}
