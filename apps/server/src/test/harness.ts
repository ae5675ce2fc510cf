/**
 * Server test harness: every suite runs on both databases, an in-memory PGlite and a fresh
 * database on the PostgreSQL server (TEST_DATABASE_URL, default the local one), dropped after.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { pgliteTemplate, postgresTemplate } from './database-templates';
import { ADMIN_URL, createScratchDatabase } from './scratch-database';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

/**
 * A database of the suite's own, migrated; with the demo content already seeded (at `seededAt`)
 * when given. Both are copies of a template built once (database-templates.ts).
 */
export async function createTestDatabase(
  kind: DbKind,
  seededAt: Date | null = null,
): Promise<Database> {
  if (kind === 'pglite') return openPglite(null, await pgliteTemplate(seededAt));
  const scratch = await createScratchDatabase(
    'webed_test',
    ADMIN_URL,
    await postgresTemplate(seededAt),
  );
  const database = await openPostgres(scratch.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public t = Date.parse('2026-11-22T08:00:00Z')) {}
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface TestContext {
  kind: DbKind;
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** The app's randomness (default Math.random); a test may set a fixed one. */
  random: () => number;
  /** Signs in locally and returns the session token. */
  signIn: (identity?: string) => Promise<string>;
  call: (opts: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  /**
   * Set while the suite is declared (seedBeforeAll): its database starts with the demo content,
   * seeded at the suite's clock.
   */
  seeded?: boolean;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // flagCacheMs 0: tests write flags and read them back at once. Outgoing requests may reach
  // loopback: the tests' push service stand-in (test/push-endpoint.ts) listens on 127.0.0.1.
  const env = { NODE_ENV: 'test', OUTGOING_ALLOW_LOOPBACK: '1' };
  return { ...loadConfig(env), localSignIn: true, flagCacheMs: 0, ...overrides };
}

let identities = 0;

/** Declares `suite` once per database kind; the context is filled before the tests run. */
export function describeEachDb(
  name: string,
  suite: (ctx: TestContext) => void,
  config: Partial<Config> = {},
): void {
  describe.each(DB_KINDS)(`${name} [%s]`, (kind) => {
    const ctx = { kind, clock: new TestClock(), random: Math.random } as TestContext;
    beforeAll(async () => {
      ctx.database = await createTestDatabase(kind, ctx.seeded ? ctx.clock.now() : null);
      ctx.app = await buildApp({
        config: testConfig(config),
        db: ctx.database.db,
        now: ctx.clock.now,
        random: () => ctx.random(),
        logger: false,
      });
      await ctx.app.ready();
    }, 60_000);
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.close();
    });
    ctx.call = ({ token, headers, ...opts }) =>
      ctx.app.inject({
        ...opts,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    ctx.signIn = async (identity = `student${++identities}@example.com`) => {
      const res = await ctx.call({
        method: 'POST',
        url: '/user-service/api/web-ed/auth/local-sign-in',
        payload: { identity },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    };
    suite(ctx);
  });
}
