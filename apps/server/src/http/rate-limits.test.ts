/**
 * Rate limits count by the client's address, so who may name that address matters: behind no
 * trusted proxy a forged X-Forwarded-For changes nothing; with the balancer's address in
 * TRUST_PROXY, its header names the client. A refusal is the spec's envelope with message code 6.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase, testConfig } from '../test/harness';

const SIGN_IN = '/user-service/api/web-ed/auth/local-sign-in';
/** Local sign-in's limit per minute and address (routes/user/local-sign-in.ts). */
const LIMIT = 20;

function describeApp(
  name: string,
  config: Partial<Config>,
  suite: (app: () => FastifyInstance) => void,
) {
  describe(name, () => {
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
      app = await buildApp({ config: testConfig(config), db: database.db, logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });
    suite(() => app);
  });
}

/** Sign-ins, each claiming another client address; the statuses. */
async function forgedSignIns(app: FastifyInstance, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { identity: `forger${i}@example.com` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describeApp(
  'rate limits behind no trusted proxy',
  { trustProxy: false, production: true },
  (app) => {
    it('a forged X-Forwarded-For does not reset the count', async () => {
      const statuses = await forgedSignIns(app(), LIMIT + 2);
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    });

    it('answers a refusal with the envelope, message code 6 and retry-after', async () => {
      const res = await app().inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { identity: 'late@example.com' },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ done: 0, error: 'rate_limited', message_code: 6 });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
);

describeApp(
  'rate limits behind one trusted balancer',
  { trustProxy: ['127.0.0.1'], production: true },
  (app) => {
    it('counts by the address the balancer names', async () => {
      const statuses = await forgedSignIns(app(), LIMIT + 2);
      expect(statuses).toEqual(statuses.map(() => 200));
    });
  },
);
