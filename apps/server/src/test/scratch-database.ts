/**
 * A PostgreSQL database of its own for one test file, benchmark or tool run, created beside the
 * admin connection's database (trust auth on this machine) and dropped, with force, when done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server to create scratch databases on: TEST_DATABASE_URL, else the local one. */
export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Benchmarks may point at another server (BENCH_DATABASE_URL) than the tests. */
export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? ADMIN_URL;

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `prefix` names what made it (webed_test, webed_load…); a random suffix keeps runs apart.
 * `template`: a database to copy (test/database-templates.ts), else an empty one.
 */
export async function createScratchDatabase(
  prefix: string,
  adminUrl = ADMIN_URL,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return { name, url, drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
