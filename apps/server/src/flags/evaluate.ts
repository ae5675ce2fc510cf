/**
 * Pure flag evaluation: the same student always lands in the same rollout bucket for a flag, and
 * raising the percentage only ever adds students (buckets are fixed; the threshold moves).
 */
import { createHash } from 'node:crypto';

export interface FlagRule {
  key: string;
  enabled: boolean;
  rolloutPercent: number;
  countries: string[] | null;
  langs: string[] | null;
  value: Record<string, unknown> | null;
}

export interface FlagContext {
  /** The student's id, or the pseudo user id when anonymous; null buckets as 0. */
  targetingKey: string | null;
  country: string | null;
  lang: string | null;
}

export interface FlagResult {
  enabled: boolean;
  value: Record<string, unknown> | null;
}

/** 0–99, stable for a (flag, student) pair. */
export function rolloutBucket(key: string, targetingKey: string | null): number {
  if (targetingKey === null) return 0;
  const digest = createHash('sha256').update(`${key}:${targetingKey}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export function evaluateFlag(rule: FlagRule, context: FlagContext): FlagResult {
  const off: FlagResult = { enabled: false, value: null };
  if (!rule.enabled) return off;
  if (rule.countries && !rule.countries.includes((context.country ?? '').toUpperCase())) return off;
  if (rule.langs && !rule.langs.includes(context.lang ?? '')) return off;
  if (rolloutBucket(rule.key, context.targetingKey) >= rule.rolloutPercent) return off;
  return { enabled: true, value: rule.value };
}
