import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openPostgres } from './client';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

it('lets several processes start on one empty PostgreSQL at once: one migrates, all open', async () => {
  const name = `webed_race_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const opened = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString())));
    const first = opened[0]!;
    const applied = (await first.db.execute(
      'select count(*)::int as n from drizzle.__drizzle_migrations' as never,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]!.n).toBeGreaterThan(1);
    await Promise.all(opened.map((d) => d.close()));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);
