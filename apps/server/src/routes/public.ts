/**
 * Unauthenticated, unprefixed routes: the version file, and the probes of a load balancer or
 * orchestrator: /healthz (the process answers) and /readyz (the database answers and every
 * migration this build ships has been applied).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { APP_VERSION } from '@web-ed/engine';
import { migrationsFolder, type Db } from '../db/client';
import { answerSchema, responseSchemaId } from '../http/response-schemas';

export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/data/version.json',
    {
      schema: {
        tags: ['public'],
        summary: 'The deployed app version; clients reload when it differs from theirs.',
        response: answerSchema('data-files/version'),
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return { version: APP_VERSION };
    },
  );

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['public'],
        summary: 'Liveness: the process answers.',
        response: answerSchema('healthz'),
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['public'],
        summary: 'Readiness: the database answers and every migration of this build is applied.',
        response: {
          ...answerSchema('readyz'),
          503: { $ref: `${responseSchemaId('readyz')}#/$defs/not_ready` },
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const applied = await appliedMigrations(app.db);
        const shipped = shippedMigrations();
        if (applied < shipped) {
          return reply.status(503).send({ ok: false, reason: 'migrations', applied, shipped });
        }
        return { ok: true, migrations: applied };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ ok: false, reason: 'database' });
      }
    },
  );
}

/** Migrations in this build (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
