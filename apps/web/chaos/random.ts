/**
 * Seeded randomness (mulberry32): every random choice of a chaos run comes from CHAOS_SEED, so a
 * failing run can be replayed with the seed it printed (up to the timing of the machine).
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** A generator of its own, so parallel students do not shift each other's draws. */
  fork(): Random;
}

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    chance: (p) => next() < p,
    int,
    between: (min, max) => min + int(max - min + 1),
    fork: () => seeded(int(4_294_967_296)),
  };
}

/** CHAOS_SEED when set (to replay a run), else a fresh one. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.CHAOS_SEED);
  return env.CHAOS_SEED && Number.isInteger(given) ? given >>> 0 : (Date.now() ^ process.pid) >>> 0;
}
